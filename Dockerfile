# syntax=docker/dockerfile:1
# The rune GitHub Action's image (action.yml: runs.using docker, image Dockerfile).
#
# Both stages use python:3.11-slim pinned by digest; Dependabot (docker
# ecosystem) or Renovate keeps the digest current. GitHub's rules for Docker
# actions apply: no USER (the action runs as root to reach the mounted
# workspace) and no WORKDIR (the runner sets the workspace as the working
# directory), and an exec-form ENTRYPOINT.

FROM python:3.11-slim@sha256:9c900dea9e8fb7e16277c179b555cc72d29a352dbc33cff48ad5a0412fd5bfc7 AS build
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_ROOT_USER_ACTION=ignore
COPY . /src
RUN python -m pip wheel --no-deps --wheel-dir /wheels /src

FROM python:3.11-slim@sha256:9c900dea9e8fb7e16277c179b555cc72d29a352dbc33cff48ad5a0412fd5bfc7
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_ROOT_USER_ACTION=ignore \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1
COPY --from=build /wheels /wheels
# the wheel's own file name (not the name on PyPI), so the image holds what this
# checkout built; the live extra brings the MCP SDK for live: true
RUN set -eu; \
    wheel="$(ls /wheels/rune_scan-*.whl)"; \
    python -m pip install "${wheel}[live]"; \
    rm -rf /wheels
RUN rune --version
# -I: the workspace (the working directory) is never on the import path, so a
# scanned repository cannot shadow the installed package
ENTRYPOINT ["python", "-I", "-m", "rune.action"]
