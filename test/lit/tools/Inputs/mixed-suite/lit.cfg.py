# A suite with one test that runs and one that is skipped (run-lit.test).
import lit.formats
config.name = "mixed"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".test"]
config.test_source_root = os.path.dirname(__file__)
lit_config.note("the feature is absent: its tests are skipped")
