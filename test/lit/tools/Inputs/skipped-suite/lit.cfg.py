# A suite whose one test needs a feature no machine has (run-lit.test).
import lit.formats
config.name = "skipped"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".test"]
config.test_source_root = os.path.dirname(__file__)
lit_config.note("the feature is absent: its tests are skipped")
