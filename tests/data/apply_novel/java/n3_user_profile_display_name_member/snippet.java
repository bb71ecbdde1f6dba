public class UserProfile {

    // ... existing code ...

    public String getDisplayName() {
        if (firstName == null && lastName == null) {
            return email;
        }
        return (Objects.toString(firstName, "") + " " + Objects.toString(lastName, "")).trim();
    }
}
