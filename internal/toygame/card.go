package toygame

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Card is one of the 36 cards, numbered from 0 in the order of their
// numbers, then colors: 1 red, 1 green, 1 blue, 2 red, ...
type Card uint8

// NumCards is the number of cards in a game (TALLY-SETUP-1).
const NumCards = 36

// Color is the color of a card.
type Color uint8

// The three colors.
const (
	Red Color = iota
	Green
	Blue
	numColors
)

var colorNames = [numColors]string{"red", "green", "blue"}

// String returns the color's name.
func (c Color) String() string {
	if c < numColors {
		return colorNames[c]
	}
	return "color(" + strconv.Itoa(int(c)) + ")"
}

// NewCard returns the card with number n (1 to 12) and color c.
func NewCard(n int, c Color) Card { return Card((n-1)*int(numColors) + int(c)) }

// Number returns the card's number, from 1 to 12.
func (c Card) Number() int { return int(c)/int(numColors) + 1 }

// Color returns the card's color.
func (c Card) Color() Color { return Color(c % Card(numColors)) }

// String names the card as positions and labels do: "7 red".
func (c Card) String() string { return strconv.Itoa(c.Number()) + " " + c.Color().String() }

// ParseCard reads a card name such as "7 red".
func ParseCard(s string) (Card, error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return 0, fmt.Errorf("%q is not a card (want a number and a color, such as \"7 red\")", s)
	}
	n, err := strconv.Atoi(f[0])
	if err != nil || n < 1 || n > NumCards/int(numColors) {
		return 0, fmt.Errorf("%q is not a card: the number must be 1 to 12", s)
	}
	for c, name := range colorNames {
		if f[1] == name {
			return NewCard(n, Color(c)), nil
		}
	}
	return 0, fmt.Errorf("%q is not a card: the color must be red, green or blue", s)
}

// parseSeat reads a seat label of a game of n players.
func parseSeat(s string, n int) (int, error) {
	if p, ok := engine.ParseSeat(s); ok && p < n {
		return p, nil
	}
	return 0, fmt.Errorf("%q is not a seat of a %d-player game", s, n)
}
