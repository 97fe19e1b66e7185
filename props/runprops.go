package props

import "errors"

// lineup holds the properties a checker runs, sorted by where they run
// (see cadence.go), so that a step runs down one list.
type lineup struct {
	all   []*Property // every property, in order: at the cadence points and the last decision
	cheap []*Property // the cheap ones: where a window ends
	steps []*Property // the cheap ones not Windowed: where only an engine step ends
	prior bool        // some property is expensive, and may look at Step.Prior
}

// set lines up props, reusing the lists.
func (l *lineup) set(props []*Property) {
	l.all, l.cheap, l.steps, l.prior = props, l.cheap[:0], l.steps[:0], false
	for _, p := range props {
		switch {
		case p.Cost == Expensive:
			l.prior = true
		case p.Windowed:
			l.cheap = append(l.cheap, p)
		default:
			l.cheap = append(l.cheap, p)
			l.steps = append(l.steps, p)
		}
	}
}

// at returns the properties that run after the decision of s: every one
// where expensive is set or at the last decision, the cheap ones where a
// window ends or the question is checked, the cheap ones not Windowed
// where only an engine step ends, and none elsewhere.
func (l *lineup) at(s *Step, expensive bool) []*Property {
	switch {
	case expensive || s.Final:
		return l.all
	case s.Question():
		return l.cheap
	case s.StepDone:
		return l.steps
	}
	return nil
}

// runProps runs props over s and returns the first violation or the
// failure (a panic) of a property.
func runProps(props []*Property, s *Step) (v *Violation, f *Failure) {
	if len(props) == 0 {
		return nil, nil
	}
	var running *Property
	defer func() {
		if r := recover(); r != nil {
			v, f = nil, panicFailure(s.Index, running.Name, r)
		}
	}()
	for _, p := range props {
		running = p
		if err := p.Check(s); err != nil {
			return violationOf(p, s, err), nil
		}
	}
	return nil, nil
}

// violationOf returns the Violation of property p that err reports at s.
func violationOf(p *Property, s *Step, err error) *Violation {
	var v *Violation
	if !errors.As(err, &v) {
		v = &Violation{Clause: "?", Decision: s.Index, Message: err.Error()}
	}
	v.Property = p.Name
	return v
}
