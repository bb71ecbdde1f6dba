#!/usr/bin/env bash
set -euo pipefail
IFS=$'\n\t'
trap 'echo "bootstrap failed at line ${LINENO}" >&2' ERR

# ci/bootstrap.sh - install the pinned toolchain on a fresh CI runner.
# Versions are kept in one place so the Dockerfile and CI stay in sync.

GO_VERSION="1.22.3"
NODE_VERSION="20.13.1"
GOLANGCI_VERSION="1.58.1"
PROTOC_VERSION="26.1"
TOOLS_DIR="${HOME}/.local/tools"
BIN_DIR="${HOME}/.local/bin"

mkdir -p "$TOOLS_DIR" "$BIN_DIR"

fetch() {
  url="$1"
  dest="$2"
  echo "--> downloading $url"
  curl -fsSL --retry 3 --retry-delay 2 -o "$dest" "$url"
}

install_go() {
  if command -v go >/dev/null 2>&1 && go version | grep -q "go${GO_VERSION}"; then
    echo "go ${GO_VERSION} already installed"
    return
  fi
  fetch "https://go.dev/dl/go${GO_VERSION}.linux-amd64.tar.gz" /tmp/go.tgz
  rm -rf "${TOOLS_DIR}/go"
  tar -C "$TOOLS_DIR" -xzf /tmp/go.tgz
  ln -sf "${TOOLS_DIR}/go/bin/go" "${BIN_DIR}/go"
  ln -sf "${TOOLS_DIR}/go/bin/gofmt" "${BIN_DIR}/gofmt"
}

install_node() {
  fetch "https://nodejs.org/dist/v${NODE_VERSION}/node-v${NODE_VERSION}-linux-x64.tar.xz" /tmp/node.txz
  rm -rf "${TOOLS_DIR}/node"
  mkdir -p "${TOOLS_DIR}/node"
  tar -C "${TOOLS_DIR}/node" --strip-components=1 -xJf /tmp/node.txz
  for tool in node npm npx; do
    ln -sf "${TOOLS_DIR}/node/bin/${tool}" "${BIN_DIR}/${tool}"
  done
}

install_golangci() {
  fetch "https://github.com/golangci/golangci-lint/releases/download/v${GOLANGCI_VERSION}/golangci-lint-${GOLANGCI_VERSION}-linux-amd64.tar.gz" /tmp/golangci.tgz
  tar -C /tmp -xzf /tmp/golangci.tgz
  install -m 0755 "/tmp/golangci-lint-${GOLANGCI_VERSION}-linux-amd64/golangci-lint" "${BIN_DIR}/golangci-lint"
}

install_protoc() {
  fetch "https://github.com/protocolbuffers/protobuf/releases/download/v${PROTOC_VERSION}/protoc-${PROTOC_VERSION}-linux-x86_64.zip" /tmp/protoc.zip
  rm -rf "${TOOLS_DIR}/protoc"
  unzip -q -o /tmp/protoc.zip -d "${TOOLS_DIR}/protoc"
  ln -sf "${TOOLS_DIR}/protoc/bin/protoc" "${BIN_DIR}/protoc"
}

install_go
install_node
install_golangci
install_protoc

echo "${BIN_DIR}" >> "${GITHUB_PATH:-/dev/null}"
echo "toolchain ready:"
"${BIN_DIR}/go" version
"${BIN_DIR}/node" --version
