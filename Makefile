# ModelBench — the commands a newcomer needs. `make test` and `make bench` work on a fresh Debian machine
# run as root: they install the system packages listed below when they are missing.

SWIFT ?= swift
# Debian packages the project needs, each checked with dpkg before anything is installed.
APT_PACKAGES ?=

.PHONY: all deps build test format lint clean bench

all: build

deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing:$$missing"; \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq$$missing) >/dev/null; \
	  else \
	    echo "Missing Debian packages:$$missing"; \
	    echo "Install them with: sudo apt-get install$$missing"; exit 1; \
	  fi; \
	fi

build: deps
	$(SWIFT) build

test: deps
	$(SWIFT) test

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests $(wildcard Benchmarks)

lint:
	$(SWIFT) format lint --recursive --parallel Package.swift Sources Tests $(wildcard Benchmarks)

bench: deps
	@echo "The benchmark runner is not built yet (see the benchmark issue)." >&2; exit 2

clean:
	rm -rf .build .build-* .build_*
