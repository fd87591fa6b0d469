"""Everyday descriptions of each situation, three per language (used by the finder tests)."""

PHRASINGS = {
    "insufficient-bid": {
        "en": ["he made an insufficient bid", "she bid 1 heart over 1 spade, too low", "bid not high enough"],
        "el": ["έκανε ανεπαρκή δήλωση", "δήλωσε χαμηλότερα από την προηγούμενη δήλωση", "η δήλωση ήταν ανεπαρκής"],
        "pl": ["odzywka niewystarczająca", "zalicytował za nisko", "licytował niżej niż poprzednia odzywka"],
    },
    "call-out-of-rotation": {
        "en": ["bid out of turn", "he passed out of turn", "she doubled when it was not her turn"],
        "el": ["δήλωσε εκτός σειράς", "είπε πάσο εκτός σειράς", "έκανε κόντρα ενώ δεν ήταν η σειρά του"],
        "pl": ["licytował poza kolejnością", "spasował poza kolejnością", "dał kontrę, choć nie była jego kolejka"],
    },
    "card-exposed-during-auction": {
        "en": [
            "he dropped a card during the bidding",
            "a card fell face up in the auction",
            "she showed a card to partner while bidding",
        ],
        "el": [
            "του έπεσε ένα φύλλο στην αγορά",
            "φάνηκε ένα φύλλο του κατά την αγορά",
            "έδειξε φύλλο στον συμπαίκτη του στη διάρκεια της αγοράς",
        ],
        "pl": [
            "upuścił kartę w czasie licytacji",
            "w trakcie licytacji wypadła mu karta",
            "odsłonił kartę podczas licytacji",
        ],
    },
    "opening-lead-out-of-turn": {
        "en": ["the wrong defender led", "opening lead out of turn", "the wrong player made the opening lead"],
        "el": ["βγήκε ο λάθος αμυνόμενος", "αρχική έξοδος εκτός σειράς", "έκανε αρχική έξοδο ο λάθος παίκτης"],
        "pl": ["wistował niewłaściwy obrońca", "wist poza kolejnością", "wyszedł na wist zły obrońca"],
    },
    "defender-lead-out-of-turn": {
        "en": [
            "a defender led out of turn at trick 5",
            "defender led to the next trick when partner had won it",
            "in the middle of the play the other defender led",
        ],
        "el": [
            "ο αμυνόμενος βγήκε εκτός σειράς στην πέμπτη λεβέ",
            "βγήκε ο αμυνόμενος ενώ τη λεβέ την κέρδισε ο συμπαίκτης",
            "στη διάρκεια της εκτέλεσης ο άλλος αμυνόμενος έκανε έξοδο",
        ],
        "pl": [
            "obrońca wyszedł poza kolejnością w piątej lewie",
            "obrońca wyszedł do lewy, którą wziął partner",
            "w trakcie rozgrywki wyszedł drugi obrońca",
        ],
    },
    "declarer-lead-out-of-turn": {
        "en": [
            "declarer led from the wrong hand",
            "declarer led out of turn",
            "declarer led from dummy instead of hand",
        ],
        "el": [
            "ο εκτελεστής βγήκε από λάθος χέρι",
            "ο εκτελεστής βγήκε εκτός σειράς",
            "ο εκτελεστής έκανε έξοδο από το μορ αντί από το χέρι του",
        ],
        "pl": [
            "rozgrywający wyszedł z niewłaściwej ręki",
            "rozgrywający wyszedł poza kolejnością",
            "rozgrywający wyszedł ze stołu zamiast z ręki",
        ],
    },
    "penalty-card": {
        "en": ["a defender dropped a card on the table", "penalty card", "he didn't play his penalty card"],
        "el": ["του αμυνόμενου του έπεσε ένα φύλλο", "τιμωρημένο φύλλο", "δεν έπαιξε το τιμωρημένο φύλλο"],
        "pl": ["obrońcy wypadła karta", "karta przygwożdżona", "nie zagrał karty przygwożdżonej"],
    },
    "premature-play": {
        "en": ["she played before her partner", "he played two cards at once", "a defender played too early"],
        "el": ["έπαιξε πριν τον συμπαίκτη της", "έπαιξε δύο φύλλα μαζί", "ο αμυνόμενος έπαιξε πρόωρα"],
        "pl": ["zagrała przed partnerem", "zagrał dwie karty naraz", "obrońca zagrał przedwcześnie"],
    },
    "revoke": {
        "en": ["revoke", "he did not follow suit but had one", "she showed out and later played a heart"],
        "el": ["ρενόνς", "δεν ακολούθησε χρώμα ενώ είχε", "έκανε ρενόνς στην τρίτη λεβέ"],
        "pl": ["renons", "nie dołożył do koloru, choć miał", "popełniła renons w trzeciej lewie"],
    },
    "dummy-limitation": {
        "en": ["dummy pointed out the lead", "dummy looked at a defender's hand", "the dummy spoke during the play"],
        "el": ["ο μορ μίλησε στην εκτέλεση", "ο μορ κοίταξε τα φύλλα του αμυνόμενου", "ο μορ υπέδειξε την έξοδο"],
        "pl": ["dziadek się odezwał", "dziadek zajrzał w karty obrońcy", "dziadek zwrócił uwagę na wyjście"],
    },
    "defective-trick": {
        "en": ["a trick with only three cards", "there were five cards in the trick", "a card missing from a trick"],
        "el": ["λεβέ με τρία φύλλα", "ελαττωματική λεβέ", "λείπει ένα φύλλο από τη λεβέ"],
        "pl": ["lewa wadliwa", "w lewie były trzy karty", "brakuje karty w lewie"],
    },
}
