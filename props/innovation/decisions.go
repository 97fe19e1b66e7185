package innovation

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/props"
)

// Decisions checks that every question asked is well formed, with its own
// reading of what each kind of question must offer.
var Decisions = &props.Property{
	Name:     "decisions",
	Clauses:  []string{"DOGMA-8", "KEY-HILO", "KEY-RETURN", "DOGMA-5"},
	Doc:      "every question is well formed: no option twice, a \"may\" offers yes and no, pass comes last, the cards offered lie together in one zone where they are, an order is asked among cards of one age, and the question goes to the player performing the effect (or the activator, for the activator's own cards or a value a demand lets it name)",
	Cost:     props.Cheap,
	Windowed: true,
	Check:    checkDecisions,
}

// checkDecisions checks the question of the decisions the schedule picks
// (props.Step.Question), a sample of the decisions.
func checkDecisions(s *props.Step) error {
	d := s.Decision
	if d == nil || !s.Question() {
		return nil
	}
	if len(d.Options) == 0 {
		return s.Failf("DOGMA-8", "%q offers no option", d.Prompt)
	}
	if i := repeated(d.Options); i >= 0 {
		return s.Failf("DOGMA-8", "%q offers %q twice", d.Prompt, d.Options[i].Label)
	}
	for i := range d.Options[:len(d.Options)-1] {
		if d.Options[i].Label == inn.LabelPass {
			return s.Failf("DOGMA-8", "%q offers pass before its last option", d.Prompt)
		}
	}
	switch d.Kind {
	case engine.KindYesNo:
		// rule DOGMA-8: a "may" can be declined.
		if len(d.Options) != 2 || d.Options[0].Label != inn.LabelYes || d.Options[1].Label != inn.LabelNo {
			return s.Failf("DOGMA-8", "the \"may\" question %q offers %v, not yes and no", d.Prompt, d.Labels())
		}
	case engine.KindCard, engine.KindOrder:
		if err := checkCardOptions(s, d); err != nil {
			return err
		}
		if n := d.Count; n.Max > 0 {
			// A choice of several cards: pass is offered exactly once
			// the least number is chosen, and never after the most.
			pass := d.Options[len(d.Options)-1].Label == inn.LabelPass
			if pass != (n.Chosen >= n.Min) || n.Chosen >= n.Max || n.Min > n.Max {
				return s.Failf("DOGMA-8", "%q asks for %d to %d cards with %d chosen, and offers pass: %v", d.Prompt, n.Min, n.Max, n.Chosen, pass)
			}
		}
	}
	if d.Kind != engine.KindSetup && d.Kind != engine.KindAction {
		return checkDecider(s, d)
	}
	return nil
}

// checkCardOptions checks that the cards a question offers lie, in the
// state the question was asked in, in one zone: one player's hand, score
// pile or board, or one supply pile. A card offered from elsewhere is a
// card the effect moved already and offers again from a stale set.
func checkCardOptions(s *props.Step, d *engine.Decision) error {
	var zone inn.Place
	age := -1
	for _, o := range d.Options {
		if o.Label == inn.LabelPass {
			continue
		}
		c, ok := indexOf(deck(s)).lookup(o.Label)
		if !ok {
			return s.Failf("DOGMA-8", "%q offers %q, which is no card", d.Prompt, o.Label)
		}
		at := placeBefore(s, c)
		if at.Kind() == inn.PlaceBoard {
			at = inn.WholeBoard(at.Player())
		}
		if zone == 0 {
			zone = at
		} else if at != zone {
			return s.Failf("DOGMA-8", "%q offers %s from %s beside cards from %s", d.Prompt, o.Label, placeBefore(s, c), zone)
		}
		if d.Kind == engine.KindOrder {
			// rule KEY-RETURN: the order is asked among cards that go to
			// the same supply pile.
			if a := deck(s).Facts[c].Age; age < 0 {
				age = a
			} else if a != age {
				return s.Failf("KEY-RETURN", "%q orders cards of ages %d and %d, which go to different piles", d.Prompt, age, a)
			}
		}
	}
	return nil
}

// checkDecider checks that a question asked during an effect goes to the
// player performing it (DOGMA-5: the victim of a demand decides; KEY-HILO:
// the owner picks among ties), to the activator choosing among the
// activator's own cards (EFFECTS.md §0.3), or to the activator naming the
// value a demand's text lets "I" choose.
func checkDecider(s *props.Step, d *engine.Decision) error {
	before := s.StepEvents[:len(s.StepEvents)-len(s.Events)]
	// The performer begins the effect the last event belongs to, since
	// the Dogma action began (an effect that goes on after an execution it
	// made is still its own performer's); the activator began it.
	label := ""
	for j := len(before) - 1; j >= 0 && before[j].Kind != inn.EvDogma; j-- {
		if before[j].Effect != "" {
			label = before[j].Effect
			break
		}
	}
	performer, activator, i := -1, -1, len(before)-1
	for ; i >= 0 && before[i].Kind != inn.EvDogma; i-- {
		if before[i].Kind == inn.EvEffect && (label == "" || before[i].Effect == label) {
			performer = before[i].Player
			break
		}
	}
	if performer < 0 || d.Player == performer {
		return nil
	}
	// ULT-PARLEY-1: a player who parleys chooses a card of his own hand.
	if parleyQuestion(d) && ownCards(s, d, d.Player) {
		return nil
	}
	for ; i >= 0; i-- {
		if before[i].Kind == inn.EvDogma {
			activator = before[i].Player
			break
		}
	}
	if d.Player == activator && (d.Kind == engine.KindCard || d.Kind == engine.KindOrder) && ownCards(s, d, activator) {
		return nil
	}
	// The one demand whose choice is the activator's (EFFECTS.md §0.3,
	// Collaboration): the activator picks among cards the performer has
	// just revealed from its hand.
	if d.Player == activator && d.Kind == engine.KindCard && revealedBy(s, d, before, performer) {
		return nil
	}
	// The 4th edition's demands whose value or icon is the activator's to
	// name (EFFECTS-4th.md Statistics, Services: "I choose a value";
	// Climatology: "I choose an icon type"; the Echoes card Clock: "I choose
	// a colour"); values, icons and colours are public.
	if d.Player == activator && (d.Kind == engine.KindValue || d.Kind == cards.KindIcon || d.Kind == engine.KindColor) {
		return nil
	}
	// Echoes' Robocar (EFFECTS-echoes.md): the opponent the performer
	// chose picks a card of the performer's hand by its back, a value.
	if d.Kind == engine.KindValue && d.Prompt == cards.RobocarPrompt {
		return nil
	}
	return s.Failf("DOGMA-5", "%q is asked of %s, but %s performs the effect", d.Prompt, inn.SeatName(d.Player), inn.SeatName(performer))
}

// ownCards reports whether every card option of d is in one of p's zones.
func ownCards(s *props.Step, d *engine.Decision, p int) bool {
	for _, o := range d.Options {
		if o.Label == inn.LabelPass {
			continue
		}
		c, ok := indexOf(deck(s)).lookup(o.Label)
		if !ok {
			return false
		}
		switch at := placeBefore(s, c); at.Kind() {
		case inn.PlaceHand, inn.PlaceScore, inn.PlaceBoard:
			if at.Player() != p {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// revealedBy reports whether every card option of d lies in p's hand and
// was revealed during the step before the decision (events prior).
func revealedBy(s *props.Step, d *engine.Decision, prior []engine.Event, p int) bool {
	for _, o := range d.Options {
		c, ok := indexOf(deck(s)).lookup(o.Label)
		if !ok {
			return false
		}
		if at := placeBefore(s, c); at.Kind() != inn.PlaceHand || at.Player() != p {
			return false
		}
		shown := false
		for _, e := range prior {
			if e.Kind == inn.EvReveal && e.Card == int(c) && e.Player == p {
				shown = true
			}
		}
		if !shown {
			return false
		}
	}
	return true
}

// repeated returns the index of the first option whose label an earlier
// option has, or -1: pair by pair for a few options, else through a small
// hash table.
func repeated(opts []engine.Option) int {
	const slots = 64
	if len(opts) <= 8 || len(opts) > slots*3/4 {
		for i := range opts {
			for _, earlier := range opts[:i] {
				if earlier.Label == opts[i].Label {
					return i
				}
			}
		}
		return -1
	}
	var table [slots]uint8 // an option's index + 1
	for i := range opts {
		l := opts[i].Label
		h := labelHash(l) >> 26 // the top 6 bits: slots
		for ; table[h] != 0; h = (h + 1) % slots {
			if opts[table[h]-1].Label == l {
				return i
			}
		}
		table[h] = uint8(i + 1)
	}
	return -1
}
