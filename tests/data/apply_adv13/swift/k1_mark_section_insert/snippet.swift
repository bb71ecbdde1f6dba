// ... existing code ...

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.dragDelegate = self
        tableView.dragInteractionEnabled = true
        view.addSubview(tableView)
    }
}

// ... existing code ...
        cell.textLabel?.text = tracks[indexPath.row].title
        return cell
    }
}

// MARK: - UITableViewDragDelegate

extension PlaylistViewController: UITableViewDragDelegate {
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let provider = NSItemProvider(object: tracks[indexPath.row].id.uuidString as NSString)
        return [UIDragItem(itemProvider: provider)]
    }
}

// ... existing code ...
