// ... keep existing code

public class PasswordPolicy {

    private static final int MIN_LENGTH = 12;
    // ... keep existing code

    public List<String> validate(String password) {
        // ... keep existing code
        if (password.chars().noneMatch(Character::isDigit)) {
            problems.add("must contain a digit");
        }
        if (password.chars().allMatch(Character::isLetterOrDigit)) {
            problems.add("must contain a symbol");
        }
        if (requireMixedCase && !hasMixedCase(password)) {
            problems.add("must mix upper and lower case");
        }
        // ... keep existing code
    }

    // ... keep existing code
}
