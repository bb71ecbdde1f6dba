package store

import (
	"context"
	"database/sql"
	"time"
)

type User struct {
	ID    int64
	Email string
	Name  string
}

type Team struct {
	ID   int64
	Name string
	Slug string
}

type Project struct {
	ID     int64
	TeamID int64
	Name   string
}

type Store struct {
	db *sql.DB
}

func (s *Store) GetUser(ctx context.Context, id int64) (*User, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	row := s.db.QueryRowContext(ctx, `SELECT id, email, name FROM users WHERE id = $1`, id)
	var u User
	if err := row.Scan(&u.ID, &u.Email, &u.Name); err != nil {
		return nil, err
	}
	return &u, nil
}

func (s *Store) GetTeam(ctx context.Context, id int64) (*Team, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	row := s.db.QueryRowContext(ctx, `SELECT id, name, slug FROM teams WHERE id = $1`, id)
	var t Team
	if err := row.Scan(&t.ID, &t.Name, &t.Slug); err != nil {
		return nil, err
	}
	return &t, nil
}

func (s *Store) GetProject(ctx context.Context, id int64) (*Project, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	row := s.db.QueryRowContext(ctx, `SELECT id, team_id, name FROM projects WHERE id = $1`, id)
	var p Project
	if err := row.Scan(&p.ID, &p.TeamID, &p.Name); err != nil {
		return nil, err
	}
	return &p, nil
}

func (s *Store) CountProjects(ctx context.Context, teamID int64) (int, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM projects WHERE team_id = $1`, teamID).Scan(&n)
	return n, err
}
