// ... existing code ...

extension OrdersViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row == orders.count - 1 {
            store.loadMore { [weak self] in self?.reload() }
        }
    }

    // ... existing code ...
}
