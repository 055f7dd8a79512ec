# dscheck in a Linux image: a static-stdlib release build in the Swift image, then only the
# binary, cmark-gfm's runtime libraries and git (for `dscheck diff --base REV`) on Debian slim.
#   docker build -t dscheck .
#   docker run --rm -v "$PWD:/work" dscheck check catalog --format github --report sarif=dscheck.sarif
# Every command below was run on Debian 12 with Swift 6.3.1 (docs/install.md says how); the image
# itself was not built there (no Docker engine).

FROM swift:6.3-bookworm AS build
WORKDIR /src
# The scripts first, so the packages layer is kept while only the sources change.
COPY scripts/ensure-packages scripts/ensure-packages
RUN scripts/ensure-packages
COPY . .
# --static-swift-stdlib links the Swift runtime and Foundation into the binary, so the runtime
# image needs no Swift; cmark-gfm stays a shared library (Debian ships its -dev packages with
# the .so for linking).
RUN swift build -c release --static-swift-stdlib --product dscheck \
  && install -D "$(swift build -c release --static-swift-stdlib --product dscheck --show-bin-path)/dscheck" /out/dscheck

FROM debian:bookworm-slim
# What `ldd dscheck` lists besides the C library: cmark-gfm and its extensions, the C++ runtime
# (libstdc++6, libgcc-s1; the slim image has them, named so that stays true). git reads base
# revisions for `dscheck diff --base REV`.
RUN apt-get update \
  && apt-get install -y --no-install-recommends \
    libcmark-gfm0.29.0.gfm.6 libcmark-gfm-extensions0.29.0.gfm.6 libstdc++6 libgcc-s1 git ca-certificates \
  && rm -rf /var/lib/apt/lists/*
# The catalogue's work tree is mounted from the host and belongs to another user, which git
# refuses to read ("dubious ownership") unless told the folder is safe.
RUN git config --system --add safe.directory '*'
COPY --from=build /out/dscheck /usr/local/bin/dscheck
WORKDIR /work
ENTRYPOINT ["dscheck"]
