def pytest_configure(config):
    config.addinivalue_line("markers", "slow: long runs (many random games)")
