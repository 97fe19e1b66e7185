package props

import "errors"

// runProps runs props over s, the expensive ones only when expensive is
// set or s is the final decision, and returns the first violation or the
// failure (a panic) of a property.
func runProps(props []*Property, s *Step, expensive bool) (*Violation, *Failure) {
	for _, p := range props {
		if p.Cost == Expensive && !expensive && !s.Final {
			continue
		}
		var verr error
		if f := protect(s.Index, p.Name, func() error { verr = p.Check(s); return nil }); f != nil {
			return nil, f
		}
		if verr != nil {
			var v *Violation
			if !errors.As(verr, &v) {
				v = &Violation{Clause: "?", Decision: s.Index, Message: verr.Error()}
			}
			v.Property = p.Name
			return v, nil
		}
	}
	return nil, nil
}

// needsPrior reports whether any of props is expensive, and so may look at
// Step.Prior.
func needsPrior(props []*Property) bool {
	for _, p := range props {
		if p.Cost == Expensive {
			return true
		}
	}
	return false
}
