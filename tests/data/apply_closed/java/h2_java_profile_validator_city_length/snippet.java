    // ... existing code ...

    private void checkCity(String city, List<String> errors) {
        if (city != null && city.length() > 100) {
            errors.add("city is too long");
        }
    }

    // ... existing code ...
