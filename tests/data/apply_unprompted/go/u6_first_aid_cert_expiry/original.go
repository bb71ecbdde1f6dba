package roster

import (
	"sort"
	"time"
)

type Role string

const (
	RoleAidStation    Role = "aid_station"
	RoleCourseMarshal Role = "course_marshal"
	RoleBagCheck      Role = "bag_check"
	RoleMedalTable    Role = "medal_table"
	RoleFirstAid      Role = "first_aid"
)

// Volunteer is one person on the race-day roster.
type Volunteer struct {
	ID         string
	Name       string
	Phone      string
	Role       Role
	Station    string
	Confirmed  bool
	CertExpiry time.Time
}

// Roster holds every volunteer signed up for one race.
type Roster struct {
	RaceDay    time.Time
	Volunteers []Volunteer
}

func (r *Roster) filter(keep func(Volunteer) bool) []Volunteer {
	var out []Volunteer
	for _, v := range r.Volunteers {
		if keep(v) {
			out = append(out, v)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// AidStationCrew returns confirmed volunteers working at the given aid station.
func (r *Roster) AidStationCrew(station string) []Volunteer {
	return r.filter(func(v Volunteer) bool {
		return v.Role == RoleAidStation && v.Station == station && v.Confirmed
	})
}

// CourseMarshals returns confirmed marshals for the given course sector.
func (r *Roster) CourseMarshals(sector string) []Volunteer {
	return r.filter(func(v Volunteer) bool {
		return v.Role == RoleCourseMarshal && v.Station == sector && v.Confirmed
	})
}

// BagCheckCrew returns confirmed volunteers at the given bag check tent.
func (r *Roster) BagCheckCrew(tent string) []Volunteer {
	return r.filter(func(v Volunteer) bool {
		return v.Role == RoleBagCheck && v.Station == tent && v.Confirmed
	})
}

// FirstAiders returns confirmed first aiders posted at the given location.
func (r *Roster) FirstAiders(post string) []Volunteer {
	return r.filter(func(v Volunteer) bool {
		return v.Role == RoleFirstAid && v.Station == post && v.Confirmed
	})
}

// Unconfirmed returns everyone who has not yet confirmed their shift.
func (r *Roster) Unconfirmed() []Volunteer {
	return r.filter(func(v Volunteer) bool {
		return !v.Confirmed
	})
}
