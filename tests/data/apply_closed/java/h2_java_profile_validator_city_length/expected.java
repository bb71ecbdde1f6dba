package com.acme.accounts.validation;

import com.acme.accounts.dto.ProfileUpdateRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

public final class ProfileValidator {

    private static final Pattern EMAIL = Pattern.compile("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$");
    private static final Pattern PHONE = Pattern.compile("^\\+?[0-9 ()-]{7,20}$");
    private static final Pattern URL = Pattern.compile("^https?://\\S+$");

    public List<String> validate(ProfileUpdateRequest request) {
        List<String> errors = new ArrayList<>();
        checkDisplayName(request.getDisplayName(), errors);
        checkEmail(request.getEmail(), errors);
        checkPhone(request.getPhone(), errors);
        checkCompany(request.getCompany(), errors);
        checkCity(request.getCity(), errors);
        checkCountry(request.getCountry(), errors);
        checkWebsite(request.getWebsite(), errors);
        checkBio(request.getBio(), errors);
        return errors;
    }

    private void checkDisplayName(String displayName, List<String> errors) {
        if (displayName == null || displayName.isBlank()) {
            errors.add("displayName is required");
        } else if (displayName.length() > 64) {
            errors.add("displayName is too long");
        }
    }

    private void checkEmail(String email, List<String> errors) {
        if (email == null || email.isBlank()) {
            errors.add("email is required");
        } else if (!EMAIL.matcher(email).matches()) {
            errors.add("email is not valid");
        }
    }

    private void checkPhone(String phone, List<String> errors) {
        if (phone != null && !phone.isBlank() && !PHONE.matcher(phone).matches()) {
            errors.add("phone is not valid");
        }
    }

    private void checkCompany(String company, List<String> errors) {
        if (company != null && company.length() > 64) {
            errors.add("company is too long");
        }
    }

    private void checkCity(String city, List<String> errors) {
        if (city != null && city.length() > 100) {
            errors.add("city is too long");
        }
    }

    private void checkCountry(String country, List<String> errors) {
        if (country != null && country.length() > 64) {
            errors.add("country is too long");
        }
    }

    private void checkWebsite(String website, List<String> errors) {
        if (website != null && !website.isBlank() && !URL.matcher(website).matches()) {
            errors.add("website is not valid");
        }
    }

    private void checkBio(String bio, List<String> errors) {
        if (bio != null && bio.length() > 500) {
            errors.add("bio is too long");
        }
    }
}
