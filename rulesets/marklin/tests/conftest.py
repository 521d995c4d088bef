import sys
from pathlib import Path

# The rule tests share marklin_helpers.py (the test folder is not a package).
sys.path.insert(0, str(Path(__file__).parent))
