// Test module: does nothing and succeeds (for scheduler benchmarks).
