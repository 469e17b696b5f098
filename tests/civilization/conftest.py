def pytest_configure(config):
    config.addinivalue_line("markers", "slow: long runs (many full games); deselect with -m 'not slow'")
