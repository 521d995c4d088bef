# railcade: `make play` opens the game, `make test` runs every test headless, `make bench` measures.
# Needs only python3 (with venv and pip) and make; everything else is installed into .venv.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
RULESET_DIRS := $(patsubst %/pyproject.toml,%,$(wildcard rulesets/*/pyproject.toml))
STAMP  := $(VENV)/.installed
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: play test bench soak install clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# Reinstall when a pyproject changes; rulesets are installed editable, each as its own distribution.
$(STAMP): $(BIN)/python pyproject.toml $(wildcard rulesets/*/pyproject.toml)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test]' $(addprefix -e ,$(RULESET_DIRS))
	touch $(STAMP)

install: $(STAMP)

play: install
	$(BIN)/railcade $(ARGS)

test: install
	$(HEADLESS) $(BIN)/python -m pytest $(PYTEST_ARGS)

# The benchmarks side by side with the commit before the speed work (tools/bench_compare.py builds it
# into .venv/bench-base once): BENCH_ARGS='--parts engine,simulate --rounds 5' picks parts.
bench: install
	$(HEADLESS) $(BIN)/python tools/bench_compare.py $(BENCH_ARGS)

# Many checked games of every installed ruleset and variant combination (tools/soak.py; takes hours,
# not part of `make test`): SOAK_ARGS='--games 100 --only europe' for a short one.
soak: install
	$(HEADLESS) $(BIN)/python tools/soak.py $(SOAK_ARGS)

clean:
	rm -rf $(VENV) build *.egg-info
