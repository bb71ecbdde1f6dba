// ... existing code ...

// FirstAiders returns confirmed first aiders posted at the given location.
func (r *Roster) FirstAiders(post string) []Volunteer {
	return r.filter(func(v Volunteer) bool {
		return v.Role == RoleFirstAid && v.Station == post && v.Confirmed && v.CertExpiry.After(r.RaceDay)
	})
}

// ... existing code ...
