// ... imports and ErrInvalidKey unchanged ...

// DiskStore keeps blobs as files below a root directory.
type DiskStore struct {
	// ... fields as before ...
}

// ... constructor and path helper unchanged ...

// ... Put and Get as before ...

// Exists reports whether a blob is stored under key.
func (s *DiskStore) Exists(key string) (bool, error) {
	p, err := s.path(key)
	if err != nil {
		return false, err
	}
	info, err := os.Stat(p)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return info.Mode().IsRegular(), nil
}

func (s *DiskStore) Delete(key string) error {
	// ... body unchanged ...
}

// ... List unchanged ...
