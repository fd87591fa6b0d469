"""Seats and sides at the bridge table: the one place that knows the order N, E, S, W.

Play goes clockwise, so the next seat is the one to the left (LHO). Everything
that rotates (dealing, leading, reading PBN columns) goes through `next_seat`.
"""

SEATS = ("N", "E", "S", "W")
SIDES = ("NS", "EW")


def check_seat(seat):
    """Return `seat` unchanged, or raise ValueError naming it; callers turn this into their own error."""
    if seat not in SEATS:
        raise ValueError(f"unknown seat {seat!r}; expected one of {', '.join(SEATS)}")
    return seat


def next_seat(seat, steps=1):
    """The seat `steps` places clockwise from `seat` (1 = left-hand opponent)."""
    return SEATS[(SEATS.index(check_seat(seat)) + steps) % 4]


def partner(seat):
    """The seat opposite: dummy is declarer's partner."""
    return next_seat(seat, 2)


def lho(seat):
    """Left-hand opponent: the opening leader when `seat` is declarer."""
    return next_seat(seat, 1)


def side_of(seat):
    """The partnership a seat belongs to: "NS" or "EW"."""
    return "NS" if check_seat(seat) in ("N", "S") else "EW"


def other_side(side):
    """The opposing partnership."""
    if side not in SIDES:
        raise ValueError(f"unknown side {side!r}; expected NS or EW")
    return "EW" if side == "NS" else "NS"


def seats_from(first):
    """All four seats in clockwise order starting at `first` (PBN deals and play columns)."""
    return tuple(next_seat(first, i) for i in range(4))
