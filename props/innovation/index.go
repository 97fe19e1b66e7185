package innovation

import (
	"strconv"
	"strings"
	"sync"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// cardIndex maps exact card titles to cards, so that reading labels does
// not allocate.
type cardIndex struct {
	byName  map[string]inn.Card
	achieve [inn.MaxAge + 1]string
}

var indexes sync.Map // *inn.Deck -> *cardIndex

func indexOf(d *inn.Deck) *cardIndex {
	if ix, ok := indexes.Load(d); ok {
		return ix.(*cardIndex)
	}
	ix := &cardIndex{byName: make(map[string]inn.Card, inn.NumCards)}
	for c := inn.Card(0); c < inn.NumCards; c++ {
		ix.byName[d.Facts[c].Name] = c
	}
	for a := range ix.achieve {
		ix.achieve[a] = "achieve " + strconv.Itoa(a)
	}
	v, _ := indexes.LoadOrStore(d, ix)
	return v.(*cardIndex)
}

// labelCard returns the card a label such as "meld Writing" names after
// prefix ("meld "), if it does.
func (ix *cardIndex) labelCard(label, prefix string) (inn.Card, bool) {
	n, ok := strings.CutPrefix(label, prefix)
	if !ok {
		return inn.NoCard, false
	}
	c, ok := ix.byName[n]
	return c, ok
}
