package com.acme.shop.domain;

import jakarta.persistence.*;

@Entity
public class Customer {
    @Id
    @GeneratedValue
    private Long id;

    @Column(nullable = false)
    private String name;

    @Column(nullable = false)
    private String country;

    @Column(nullable = false)
    private String email;

    private String phone;

    public Long getId() {
        return id;
    }
}
