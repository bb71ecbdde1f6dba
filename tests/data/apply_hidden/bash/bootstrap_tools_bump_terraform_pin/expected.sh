#!/usr/bin/env bash
# bootstrap-tools.sh - install pinned CLI tools into ~/.local/bin
set -euo pipefail

BIN_DIR="${HOME}/.local/bin"
ARCH="$(uname -m | sed -e 's/x86_64/amd64/' -e 's/aarch64/arm64/')"
OS="$(uname -s | tr '[:upper:]' '[:lower:]')"

mkdir -p "$BIN_DIR"

fetch() {
  curl -fsSL --retry 3 "$1" -o "$2"
}

install_kubectl() {
  local version="1.29.4"
  local tmp
  tmp="$(mktemp -d)"
  fetch "https://dl.k8s.io/release/v${version}/bin/${OS}/${ARCH}/kubectl" "${tmp}/kubectl"
  install -m 0755 "${tmp}/kubectl" "${BIN_DIR}/kubectl"
  rm -rf "$tmp"
  echo "kubectl ${version} installed"
}

install_helm() {
  local version="3.14.4"
  local tmp
  tmp="$(mktemp -d)"
  fetch "https://get.helm.sh/helm-v${version}-${OS}-${ARCH}.tar.gz" "${tmp}/helm.tgz"
  tar -xzf "${tmp}/helm.tgz" -C "$tmp"
  install -m 0755 "${tmp}/${OS}-${ARCH}/helm" "${BIN_DIR}/helm"
  rm -rf "$tmp"
  echo "helm ${version} installed"
}

install_terraform() {
  local version="1.8.2"
  local tmp
  tmp="$(mktemp -d)"
  fetch "https://releases.hashicorp.com/terraform/${version}/terraform_${version}_${OS}_${ARCH}.zip" "${tmp}/tf.zip"
  unzip -q "${tmp}/tf.zip" -d "$tmp"
  install -m 0755 "${tmp}/terraform" "${BIN_DIR}/terraform"
  rm -rf "$tmp"
  echo "terraform ${version} installed"
}

install_packer() {
  local version="1.10.2"
  local tmp
  tmp="$(mktemp -d)"
  fetch "https://releases.hashicorp.com/packer/${version}/packer_${version}_${OS}_${ARCH}.zip" "${tmp}/packer.zip"
  unzip -q "${tmp}/packer.zip" -d "$tmp"
  install -m 0755 "${tmp}/packer" "${BIN_DIR}/packer"
  rm -rf "$tmp"
  echo "packer ${version} installed"
}

install_kubectl
install_helm
install_terraform
install_packer

case ":${PATH}:" in
  *":${BIN_DIR}:"*) ;;
  *) echo "note: add ${BIN_DIR} to your PATH" ;;
esac
