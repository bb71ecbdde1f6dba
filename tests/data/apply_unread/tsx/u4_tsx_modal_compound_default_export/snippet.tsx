// ... existing code ...

export { ModalHeader, ModalBody, ModalFooter };
export default Object.assign(Modal, {
  Header: ModalHeader,
  Body: ModalBody,
  Footer: ModalFooter,
});
