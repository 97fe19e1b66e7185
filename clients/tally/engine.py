#!/usr/bin/env python3
"""Tally, written from internal/toygame/RULES.md, behind the referee protocol.

An independent implementation of dogma's toy game Tally that speaks
protocol 1 of docs/referee-protocol.md: one JSON object per line on stdin,
one answer per line on stdout. It exists so that `dogma referee` has an
engine it did not write to check, and as the example of an adapter.

    python3 clients/tally/engine.py                    # the rules as written
    python3 clients/tally/engine.py --plant win-at-31  # with a planted bug
    python3 clients/tally/engine.py --list-plants      # the planted bugs
    python3 clients/tally/engine.py --no-changes       # always the whole state

It speaks the protocol's one optional part, the capability "changes": when
a "new" request asks for it, each "choose" is answered with only what
changed in the state since the previous answer.

Only the standard library is used.
"""

import argparse
import json
import sys

PROTOCOL = 1
ENGINE = "tally.py"

COLORS = ("red", "green", "blue")  # the order cards sort in, within a number
NUMBERS = range(1, 13)
HAND_SIZE = 3  # TALLY-SETUP-2
WINNING_TOTAL = 30  # TALLY-END-1
MIN_PLAYERS, MAX_PLAYERS = 2, 4

# The planted bugs: each a different kind of rule bug, off unless --plant
# names it.
PLANTS = {
    "any-color": "a play matches whatever the colour of the card before it (TALLY-MATCH-1)",
    "win-at-31": "a row wins at 31 or more instead of 30 (TALLY-END-1)",
    "draw-bottom": "a draw takes the bottom card of the deck instead of the top one (TALLY-DRAW-1)",
    "wrong-discarder": "the player who made the match chooses the discarded card, not the chosen player (TALLY-MATCH-2)",
    "empty-hand-target": "a player with no card in hand is offered as the one who discards (TALLY-MATCH-1)",
    "deal-in-threes": "each player is dealt its 3 cards at once instead of one at a time (TALLY-SETUP-2)",
}


class Refusal(Exception):
    """A request the engine refuses, with the protocol's error code."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message


def all_cards():
    """The 36 card names (TALLY-SETUP-1), in card order."""
    return [f"{n} {c}" for n in NUMBERS for c in COLORS]


def number(card):
    return int(card.split()[0])


def color(card):
    return card.split()[1]


def card_order(card):
    """The order a hand keeps its cards in: by number, then red, green, blue."""
    return (number(card), COLORS.index(color(card)))


def seat_name(seat):
    return f"P{seat + 1}"


class Tally:
    """One game of Tally, from a deck given top first."""

    def __init__(self, players, deck, plants):
        self.plants = plants
        self.changes = False  # the "new" asked for the changes of each state
        self.last = None  # the state of the previous answer
        self.players = players
        self.deck = list(deck)  # top first
        self.discard = []  # top first
        self.hands = [[] for _ in range(players)]
        self.rows = [[] for _ in range(players)]
        self.turn = 0  # TALLY-TURN-1: P1 first
        self.winners = None  # a list of seats once the game is over
        # What the pending decision is: "action", "match" (may make
        # another discard), "target" (who discards) or "discard".
        self.stage = "action"
        self.target = None
        self.deal()

    # Setup.

    def deal(self):
        """TALLY-SETUP-2: 3 cards each, one at a time in seat order."""
        if "deal-in-threes" in self.plants:
            for p in range(self.players):
                for _ in range(HAND_SIZE):
                    self.take_top(p)
            return
        for _ in range(HAND_SIZE):
            for p in range(self.players):
                self.take_top(p)

    def take_top(self, p):
        card = self.deck.pop(0)
        self.hands[p].append(card)
        self.hands[p].sort(key=card_order)

    # Questions.

    def over(self):
        return self.winners is not None

    def deciding(self):
        if self.over():
            return None
        if self.stage == "discard" and "wrong-discarder" not in self.plants:
            return self.target
        return self.turn

    def options(self):
        """The labels of the pending decision."""
        if self.over():
            return []
        if self.stage == "action":
            return ["draw"] + [f"play {c}" for c in self.hands[self.turn]]
        if self.stage == "match":
            return ["yes", "no"]
        if self.stage == "target":
            return [seat_name(q) for q in self.targets()]
        return list(self.hands[self.target])

    def targets(self):
        """The other players who hold a card (TALLY-MATCH-1)."""
        anyone = "empty-hand-target" in self.plants
        return [q for q in range(self.players) if q != self.turn and (anyone or self.hands[q])]

    # Answers.

    def choose(self, label):
        if self.over():
            raise Refusal("illegal", "the game is over")
        if label not in self.options():
            raise Refusal("illegal", f"{label!r} is not an option of {seat_name(self.deciding())}")
        if self.stage == "action":
            if label == "draw":
                return self.draw()
            return self.play(label[len("play "):])
        if self.stage == "match":
            if label == "no":
                return self.end_turn(["declines the match"])
            self.stage = "target"
            return []
        if self.stage == "target":
            self.target = int(label[1:]) - 1
            self.stage = "discard"
            if not self.hands[self.target]:
                # Only a planted bug gets here: nothing to discard.
                return self.end_turn([f"{label} has no card to discard"])
            return [f"{seat_name(self.turn)} chooses {label}"]
        return self.discard_card(label)

    def draw(self):
        """TALLY-DRAW-1, or TALLY-END-2 on an empty deck."""
        p = self.turn
        if not self.deck:
            best = max(sum(number(c) for c in row) for row in self.rows)
            self.winners = [q for q in range(self.players) if sum(number(c) for c in self.rows[q]) == best]
            return [f"{seat_name(p)} draws from the empty deck: the game ends"]
        if "draw-bottom" in self.plants:
            self.hands[p].append(self.deck.pop())
            self.hands[p].sort(key=card_order)
        else:
            self.take_top(p)
        return self.end_turn([f"{seat_name(p)} draws"])

    def play(self, card):
        """TALLY-PLAY-1, then TALLY-END-1 and TALLY-MATCH-1."""
        p = self.turn
        self.hands[p].remove(card)
        row = self.rows[p]
        row.append(card)
        events = [f"{seat_name(p)} plays {card}"]
        total = sum(number(c) for c in row)
        winning = WINNING_TOTAL + 1 if "win-at-31" in self.plants else WINNING_TOTAL
        if total >= winning:
            self.winners = [p]
            return events + [f"{seat_name(p)} wins with {total}"]
        matched = len(row) >= 2 and ("any-color" in self.plants or color(row[-1]) == color(row[-2]))
        if not matched:
            return self.end_turn(events)
        if not self.targets():
            return self.end_turn(events + ["no other player holds a card"])
        self.stage = "match"
        return events

    def discard_card(self, card):
        """TALLY-MATCH-2: the chosen player discards the card it chose."""
        self.hands[self.target].remove(card)
        self.discard.insert(0, card)
        return self.end_turn([f"{seat_name(self.target)} discards {card}"])

    def end_turn(self, events):
        self.turn = (self.turn + 1) % self.players
        self.stage, self.target = "action", None
        return events

    # The neutral state of the protocol.

    def state(self):
        zones = {"deck": list(self.deck), "discard": list(self.discard)}
        for p in range(self.players):
            zones[f"hand.{p}"] = list(self.hands[p])
            zones[f"row.{p}"] = list(self.rows[p])
        s = {
            "over": self.over(),
            "turn": None if self.over() else self.turn,
            "deciding": self.deciding(),
            "options": self.options(),
            "zones": zones,
            "fields": {},
        }
        if self.over():
            s["winners"] = list(self.winners)
        return s


def changes(before, after):
    """The "changes" of a state reply: the header of after, and only the
    zones and fields that differ from before's, those removed as None."""
    out = {k: v for k, v in after.items() if k not in ("zones", "fields")}
    for part in ("zones", "fields"):
        old, new = before[part], after[part]
        diff = {name: value for name, value in new.items() if old.get(name) != value}
        diff.update({name: None for name in old if name not in new})
        out[part] = diff
    return out


def new_game(request, plants):
    """The game a "new" request describes."""
    if request.get("game") != "tally":
        raise Refusal("unsupported", f"this engine plays tally, not {request.get('game')!r}")
    players = request.get("players")
    settings = request.get("settings") or {}
    if not isinstance(settings, dict):
        raise Refusal("bad-request", "settings must be an object")
    if "players" in settings and str(settings["players"]) != str(players):
        raise Refusal("bad-request", "settings.players and players differ")
    for name in settings:
        if name != "players":
            raise Refusal("unsupported", f"unknown setting {name!r}")
    if not isinstance(players, int) or isinstance(players, bool) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise Refusal("bad-request", "players must be 2, 3 or 4")
    decks = request.get("decks")
    if not isinstance(decks, dict) or set(decks) != {"deck"}:
        raise Refusal("bad-request", 'decks must hold exactly "deck"')
    deck = decks["deck"]
    if not isinstance(deck, list) or sorted(deck, key=str) != sorted(all_cards(), key=str):
        raise Refusal("bad-request", "the deck must hold each of the 36 cards once")
    return Tally(players, deck, plants)


def answer(request, game, plants, offer_changes=True):
    """The answer to one request and the game after it. With
    offer_changes the hello lists the capability "changes", and a game
    whose "new" asks for it answers each "choose" with its changes."""
    kind = request.get("type")
    if kind == "hello":
        if request.get("protocol") != PROTOCOL:
            raise Refusal("unsupported", f"this engine speaks protocol {PROTOCOL}")
        hello = {"type": "hello", "protocol": PROTOCOL, "engine": ENGINE, "games": ["tally"]}
        if offer_changes:
            hello["capabilities"] = ["changes"]
        return hello, game
    if kind == "new":
        asked = request.get("changes", False)
        if not isinstance(asked, bool):
            raise Refusal("bad-request", "changes must be true or false")
        if asked and not offer_changes:
            raise Refusal("unsupported", "this engine answers with whole states only")
        game = new_game(request, plants)
        game.changes = asked
        game.last = game.state()
        return {"type": "state", "state": game.last}, game
    if kind == "choose":
        if game is None:
            raise Refusal("bad-request", "no game: send new first")
        label = request.get("label")
        if not isinstance(label, str):
            raise Refusal("bad-request", "label must be a string")
        events = game.choose(label)
        state = game.state()
        if game.changes:
            reply = {"type": "state", "changes": changes(game.last, state), "events": events}
        else:
            reply = {"type": "state", "state": state, "events": events}
        game.last = state
        return reply, game
    raise Refusal("bad-request", f"unknown request type {kind!r}")


def serve(plants, stdin, stdout, offer_changes=True):
    game = None
    for line in stdin:
        line = line.strip()
        if not line:
            continue
        try:
            request = json.loads(line)
            if not isinstance(request, dict):
                raise Refusal("bad-request", "a request is a JSON object")
            if request.get("type") == "quit":
                return
            reply, game = answer(request, game, plants, offer_changes)
        except json.JSONDecodeError as e:
            reply = {"type": "error", "code": "bad-request", "message": f"not JSON: {e}"}
        except Refusal as e:
            reply = {"type": "error", "code": e.code, "message": e.message}
        stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        stdout.flush()


def main():
    parser = argparse.ArgumentParser(description="Tally behind the referee protocol (protocol 1).")
    parser.add_argument("--plant", action="append", default=[], metavar="NAME",
                        help="plant a rule bug (repeatable); see --list-plants")
    parser.add_argument("--list-plants", action="store_true", help="list the planted bugs and exit")
    parser.add_argument("--no-changes", action="store_true",
                        help='leave the capability "changes" out of the hello: answer every request with the whole state')
    args = parser.parse_args()
    if args.list_plants:
        for name, doc in PLANTS.items():
            print(f"{name}\t{doc}")
        return 0
    for name in args.plant:
        if name not in PLANTS:
            parser.error(f"unknown planted bug {name!r}; known: {', '.join(PLANTS)}")
    serve(set(args.plant), sys.stdin, sys.stdout, not args.no_changes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
