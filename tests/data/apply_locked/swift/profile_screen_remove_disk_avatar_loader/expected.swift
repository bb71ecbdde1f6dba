import UIKit

final class ProfileViewController: UIViewController {

    private let viewModel: ProfileViewModel
    private let avatarCache: AvatarCache

    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private let editButton = UIButton(type: .system)

    init(viewModel: ProfileViewModel, avatarCache: AvatarCache) {
        self.viewModel = viewModel
        self.avatarCache = avatarCache
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = NSLocalizedString("profile.title", comment: "Profile screen title")
        setUpViews()
        bind()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.refresh()
    }

    private func setUpViews() {
        avatarView.layer.cornerRadius = 40
        avatarView.clipsToBounds = true
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        bioLabel.numberOfLines = 0
        editButton.setTitle(NSLocalizedString("profile.edit", comment: ""), for: .normal)
        editButton.addTarget(self, action: #selector(editTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [avatarView, nameLabel, bioLabel, editButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 80),
            avatarView.heightAnchor.constraint(equalToConstant: 80),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func bind() {
        viewModel.onChange = { [weak self] profile in
            guard let self = self else { return }
            self.nameLabel.text = profile.displayName
            self.bioLabel.text = profile.bio
            Task { self.avatarView.image = await self.avatarCache.image(for: profile.avatarURL) }
        }
    }

    @objc private func editTapped() {
        let editor = EditProfileViewController(profile: viewModel.profile)
        editor.onSave = { [weak self] updated in
            self?.viewModel.save(updated)
        }
        navigationController?.pushViewController(editor, animated: true)
    }
}
