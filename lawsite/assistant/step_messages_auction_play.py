"""Greek and Polish step messages of the auction and play situations (Laws 23-32, 24, 49-58).

Merged into ``step_messages.TRANSLATIONS``; same keys and ``{params}`` as
``lawsite.rulings.messages_auction_play`` (tested). Terms as the federations write them
(TERMS.md, laws_content/glossary.toml, the PZBS 2017 law titles): ανεπαρκής αγορά,
εκτός σειράς, συγκρίσιμη δήλωση, τιμωρημένο φύλλο, αρχική έξοδος / odzywka
niewystarczająca, zapowiedź porównywalna, ograniczenia wistowe, karta przygwożdżona,
wist, wynik rozjemczy. ``localise_params`` writes pass, NT and the honour letters
of calls and cards the way each language does (πάσο, ΧΑ, Ρ Ν Β / pas, BA, D W).
"""

from __future__ import annotations

import re

CALL_PARAMS = ("call", "replacement_call", "lowest_call", "next_call", "rho_call")
CARD_PARAMS = ("card", "cards", "card_played")
CALL_WORDS = {"el": {"pass": "πάσο", "NT": "ΧΑ"}, "pl": {"pass": "pas", "NT": "BA"}}
RANK_LETTERS = {"el": {"A": "Α", "K": "Ρ", "Q": "Ν", "J": "Β"}, "pl": {"A": "A", "K": "K", "Q": "D", "J": "W"}}


def rank_text(rank: str, language: str) -> str:
    """A rank as the reader writes it: "T" -> "10", honours in the language's letters (Greek Ν for the queen,
    Polish D)."""
    return "10" if rank == "T" else RANK_LETTERS.get(language, {}).get(rank, rank)


_CARD = re.compile(r"([♠♥♦♣])([AKQJ])")
#: Seats and sides as each language writes them in running text: Greek directors write Β, Α, Ν, Δ
#: (Βορράς, Ανατολή, Νότος, Δύση); Polish ones keep N, E, S, W.
SEAT_LETTERS = {"el": {"N": "Β", "E": "Α", "S": "Ν", "W": "Δ", "NS": "ΒΝ", "EW": "ΑΔ"}}
#: The params of the step messages and notes that name a seat or a side (never a suit: "S" is also spades).
SEAT_PARAMS = frozenset(
    "offender partner owner side declarer seat proper_leader rho dummy lho proper led_by next_seat led_from os nos "
    "offending_side leader new_declarer mate turn who decided_by lead_from other claimer opponents".split()
)


def seat_text(value, language: str):
    """``"W"`` -> ``"Δ"``, ``"NS"`` -> ``"ΒΝ"`` in Greek; anything else, or another language, as it is."""
    return SEAT_LETTERS.get(language, {}).get(value, value) if isinstance(value, str) else value


def localise_seats(params: dict, language: str) -> dict:
    """The seat and side params of a message as ``language`` writes them."""
    if language not in SEAT_LETTERS:
        return dict(params)
    return {name: seat_text(value, language) if name in SEAT_PARAMS else value for name, value in params.items()}


def localise_params(params: dict, language: str) -> dict:
    """Params as the language writes calls, cards and seats: "3NT" -> "3ΧΑ", "♠Q" -> "♠D", "W" -> "Δ"."""
    if language not in CALL_WORDS:
        return dict(params)
    result = localise_seats(params, language)
    if isinstance(result.get("line"), str):  # a claim's line id, "t1:N:SA": its seat as the language writes it
        result["line"] = re.sub(
            r"(?<=:)([NESW])(?=:)", lambda found: seat_text(found.group(1), language), result["line"]
        )
    for name in CALL_PARAMS:
        if isinstance(result.get(name), str):
            value = result[name]
            for word, local in CALL_WORDS[language].items():
                value = re.sub(rf"(?<![A-Za-z]){word}(?![A-Za-z])", local, value)
            result[name] = value
    letters = RANK_LETTERS[language]
    for name in CARD_PARAMS:
        if isinstance(result.get(name), str):
            result[name] = _CARD.sub(lambda match: match.group(1) + letters[match.group(2)], result[name])
    return result


TRANSLATIONS: dict[str, dict[str, str]] = {
    "el": {
        "withdrawn.ui": "Η πληροφορία από την ανακληθείσα δήλωση είναι θεμιτή για τον μη υπαίτιο άξονα ({nos}) και μη θεμιτή για τον άξονα του υπαίτιου ({os}): ο συμπαίκτης του {offender} δεν μπορεί να επιλέξει, ανάμεσα σε λογικές εναλλακτικές, εκείνη που θα μπορούσε εμφανώς να του έχει υποδείξει.",
        "withdrawn.lead_restrictions": "Αν ο {offender} γίνει αμυνόμενος, τότε την πρώτη φορά που θα έχει έξοδο ο {partner} (και στην αρχική έξοδο) ο εκτελεστής μπορεί να του απαγορεύσει την έξοδο σε ένα οποιοδήποτε χρώμα που ο {offender} δεν όρισε στη νόμιμη αγορά· η απαγόρευση ισχύει όσο ο {partner} κρατά την έξοδο.",
        "withdrawn.lead_restrictions_amended": "Ο εκτελεστής μπορεί μόνο να απαγορεύσει χρώμα: το κείμενο του 2017 όπως τυπώθηκε αρχικά του επέτρεπε και να το απαιτήσει, και μια τροποποίηση το αφαίρεσε. Η τροποποίηση είναι γνωστή εδώ από ένα παράθεμα σε φόρουμ, όχι από το έγγραφο της WBF: ελέγξτε την έκδοση που ισχύει.",
        "withdrawn.offending_side_declares": "Ο {declarer}, του άξονα του {offender}, είναι εκτελεστής: οι περιορισμοί εξόδου αφορούν υπαίτιο που γίνεται αμυνόμενος, άρα δεν υπάρχουν.",
        "withdrawn.no_lead_restrictions": "Η ανακληθείσα δήλωση αντικαταστάθηκε με συγκρίσιμη δήλωση: δεν υπάρχουν περιορισμοί εξόδου, όποιον ρόλο κι αν πάρει ο {offender}.",
        "withdrawn.comparable_check": "Στο τέλος της εκτέλεσης, αν ο Διαιτητής κρίνει ότι χωρίς τη βοήθεια που αποκτήθηκε από την παράβαση το αποτέλεσμα θα μπορούσε κάλλιστα να είναι διαφορετικό, και ο μη υπαίτιος άξονας ({side}) ζημιώθηκε, επιδικάζει διορθωμένο αποτέλεσμα.",
        "withdrawn.awareness": "Αν ο υπαίτιος μπορούσε να γνωρίζει, όταν έκανε την παρατυπία, ότι αυτή θα μπορούσε κάλλιστα να ζημιώσει τον μη υπαίτιο άξονα ({side}), ο Διαιτητής διορθώνει το αποτέλεσμα στο τέλος της εκτέλεσης, αν ο άξονας του υπαίτιου ωφελήθηκε από αυτήν.",
        "withdrawn.adjusted": "Ο Διαιτητής κρίνει ότι ο μη υπαίτιος άξονας ({side}) ζημιώθηκε από τη βοήθεια που απέκτησαν οι υπαίτιοι: επιδικάζει διορθωμένο αποτέλεσμα, με στόχο το πιθανό αποτέλεσμα αν δεν είχε γίνει η παρατυπία.",
        "withdrawn.not_adjusted": "Ο Διαιτητής κρίνει ότι ο μη υπαίτιος άξονας ({side}) δεν ζημιώθηκε από την παρατυπία: ισχύει το αποτέλεσμα του τραπεζιού.",
        "insufficient.out_of_rotation": "Η ανεπαρκής αγορά {call} του {offender} έγινε και εκτός σειράς: πρώτα εφαρμόζεται ο Νόμος 31· αν αργότερα επαναληφθεί στη σειρά του και είναι ακόμη ανεπαρκής, τότε εφαρμόζεται ο Νόμος 27.",
        "insufficient.accepted": "Ο {lho}, στα αριστερά του υπαίτιου, δέχθηκε την ανεπαρκή αγορά {call} κάνοντας δήλωση: ισχύει ως νόμιμη δήλωση και η αγορά συνεχίζεται χωρίς επανόρθωση.",
        "insufficient.premature_replacement_cancelled": "Η ανεπαρκής αγορά έγινε δεκτή, άρα η δήλωση με την οποία ο {offender} την αντικατέστησε πριν από την απόφαση ({replacement_call}) ακυρώνεται.",
        "insufficient.unintended": "Αν ο {offender} δεν σκόπευε να κάνει αυτή τη δήλωση (μηχανικό λάθος), ο Νόμος 25Α του επιτρέπει να την αλλάξει πριν δηλώσει ο συμπαίκτης του· ο Νόμος 27 αφορά δήλωση που έγινε σκόπιμα.",
        "insufficient.not_accepted": "Ο {lho} δεν δέχθηκε την ανεπαρκή αγορά {call}: ο {offender} πρέπει να την αντικαταστήσει με νόμιμη δήλωση.",
        "insufficient.premature_replacement": "Ο {offender} έκανε τη δήλωση {replacement_call} πριν αποφασίσει ο Διαιτητής: η αντικατάσταση ισχύει, και ο Διαιτητής αποφασίζει γι' αυτήν όπως παρακάτω.",
        "insufficient.option_lowest": "Αν ο {offender} την αντικαταστήσει με τη χαμηλότερη επαρκή δήλωση που ορίζει την ίδια ονομασία ή ονομασίες ({lowest_call}, αν η ανεπαρκής αγορά ήταν φυσική), η αγορά συνεχίζεται χωρίς περαιτέρω επανόρθωση.",
        "insufficient.option_same_denominations": "Αν ο {offender} την αντικαταστήσει με τη χαμηλότερη επαρκή δήλωση που ορίζει την ίδια ονομασία ή ονομασίες, η αγορά συνεχίζεται χωρίς περαιτέρω επανόρθωση.",
        "insufficient.option_comparable": "Αν ο {offender} την αντικαταστήσει με συγκρίσιμη δήλωση (Νόμος 23Α), επίσης δεν υπάρχει περαιτέρω επανόρθωση, και ο Νόμος 16Γ δεν εφαρμόζεται για την ανακληθείσα δήλωση.",
        "insufficient.option_other": "Με οποιαδήποτε άλλη επαρκή δήλωση ή με πάσο, ο συμπαίκτης του {partner} πρέπει να λέει πάσο κάθε φορά που είναι η σειρά του μέχρι το τέλος της αγοράς, και μπορεί να ακολουθήσουν περιορισμοί εξόδου· κόντρα ή ρεκόντρα που δεν είναι συγκρίσιμη ακυρώνεται και ο {offender} πρέπει να επιλέξει ξανά, με τον ίδιο αποκλεισμό για τον {partner}.",
        "insufficient.not_lowest": "Η δήλωση {replacement_call} δεν είναι η χαμηλότερη επαρκής δήλωση σε αυτή την ονομασία ({lowest_call}), άρα αυτή η αντικατάσταση δεν είναι εκείνη που δεν κοστίζει τίποτα.",
        "insufficient.same_denominations": "Ο {offender} αντικατέστησε την ανεπαρκή αγορά με {replacement_call}, τη χαμηλότερη επαρκή δήλωση που ορίζει την ίδια ονομασία ή ονομασίες, κατά την κρίση του Διαιτητή: η αγορά συνεχίζεται χωρίς περαιτέρω επανόρθωση, χωρίς περιορισμούς εξόδου και χωρίς εφαρμογή του Νόμου 16Γ.",
        "insufficient.comparable": "Ο {offender} αντικατέστησε την ανεπαρκή αγορά με {replacement_call}, συγκρίσιμη δήλωση κατά την κρίση του Διαιτητή (Νόμος 23Α): καμία περαιτέρω επανόρθωση, και ο Νόμος 16Γ δεν εφαρμόζεται για την ανακληθείσα δήλωση.",
        "insufficient.not_comparable": "Ο {offender} αντικατέστησε την ανεπαρκή αγορά με {replacement_call}, που δεν είναι συγκρίσιμη: ο συμπαίκτης του {partner} πρέπει να λέει πάσο κάθε φορά που είναι η σειρά του, μέχρι το τέλος της αγοράς.",
        "insufficient.double_cancelled": "Ο {offender} προσπάθησε να αντικαταστήσει την ανεπαρκή αγορά με {replacement_call}, κόντρα ή ρεκόντρα που δεν είναι συγκρίσιμη: ακυρώνεται, ο {offender} πρέπει να κάνει νόμιμη δήλωση, και ο συμπαίκτης του {partner} πρέπει να λέει πάσο κάθε φορά που είναι η σειρά του.",
        "insufficient.second_insufficient": "Ο {offender} προσπάθησε να αντικαταστήσει την ανεπαρκή αγορά με άλλη ανεπαρκή αγορά ({replacement_call}), την οποία ο {lho} δεν δέχθηκε: ο Διαιτητής αποφασίζει όπως για κόντρα ή ρεκόντρα που δεν είναι συγκρίσιμη.",
        "insufficient.as_b3": "Ο {offender} πρέπει να κάνει νόμιμη δήλωση, και ο συμπαίκτης του {partner} πρέπει να λέει πάσο κάθε φορά που είναι η σειρά του.",
        "insufficient.second_accepted": "Ο {lho} δέχθηκε τη δεύτερη ανεπαρκή αγορά ({replacement_call}) κάνοντας δήλωση: ισχύει και η αγορά συνεχίζεται.",
        "insufficient.second_accepted_lead_restrictions": "Η πρώτη ανεπαρκής αγορά ανακλήθηκε χωρίς να αντικατασταθεί με συγκρίσιμη δήλωση: αν ακολουθούν περιορισμοί εξόδου του Νόμου 26Β όταν η δεύτερη γίνει δεκτή δεν το ξεκαθαρίζουν οι πηγές του προγράμματος· αποφασίζει ο Διαιτητής.",
        "rotation.at_rho_turn": "Ο {offender} δήλωσε {call} εκτός σειράς, όταν ήταν η σειρά του {turn}, του αντιπάλου στα δεξιά του.",
        "rotation.at_partner_turn": "Ο {offender} δήλωσε {call} εκτός σειράς, όταν ήταν η σειρά του {turn}, του συμπαίκτη του.",
        "rotation.at_lho_turn": "Ο {offender} δήλωσε {call} εκτός σειράς, όταν ήταν η σειρά του {turn}, του αντιπάλου στα αριστερά του.",
        "rotation.in_rotation_barred": "Ο {rho}, που είχε σειρά, είναι υποχρεωμένος από τους Νόμους να πει πάσο: η δήλωση του {offender} θεωρείται ότι έγινε στη σειρά της, και δεν υπάρχει επανόρθωση.",
        "rotation.correct_player_called": "Ο {turn}, που είχε σειρά, έκανε δήλωση πριν καθοριστεί επανόρθωση: η δήλωσή του είναι στη σειρά της, το δικαίωμα επανόρθωσης για τη δήλωση του {offender} χάνεται, και η αγορά συνεχίζεται σαν να μην είχε δηλώσει ο {offender} σε εκείνη τη σειρά. Ο Νόμος 26 δεν εφαρμόζεται.",
        "rotation.pass_then_calls": "Μετά από πάσο εκτός σειράς που ακολουθήθηκε από άλλες δηλώσεις, το πώς εφαρμόζεται αυτή η διάταξη δεν είναι ξεκαθαρισμένο (μια περίπτωση σε φόρουμ διαιτητών έμεινε ανοιχτή): αποφασίζει ο Διαιτητής.",
        "rotation.inadmissible": "Η δήλωση {call} του {offender} δεν θα μπορούσε νόμιμα να γίνει σε εκείνο το σημείο: απαράδεκτο κόντρα ή ρεκόντρα δεν μπορεί ποτέ να γίνει δεκτό, και εφαρμόζεται ο Νόμος 36.",
        "rotation.change_of_call": "Ο {offender} είχε ήδη δηλώσει και δήλωσε ξανά όταν ήταν η σειρά του {lho}: πρόκειται για αλλαγή δήλωσης, που κρίνεται με τον Νόμο 25.",
        "rotation.accepted": "Ο {lho}, στα αριστερά του {offender}, δήλωσε αμέσως μετά και έτσι δέχθηκε τη δήλωση εκτός σειράς: η επανόρθωση χάνεται και η αγορά συνεχίζεται σαν να είχε γίνει στη σειρά της.",
        "rotation.cancelled": "Η δήλωση εκτός σειράς δεν γίνεται δεκτή: ακυρώνεται, και η αγορά επιστρέφει στον {turn}, που είχε σειρά.",
        "rotation.artificial": "Η δήλωση εκτός σειράς ήταν συμβατική: ό,τι ακολουθεί αφορά την ονομασία ή τις ονομασίες που όριζε, όχι αυτή που ονόμαζε.",
        "rotation.artificial_pass": "Το πάσο εκτός σειράς ήταν συμβατικό (ή πάσο σε συμβατική δήλωση του συμπαίκτη): κρίνεται ως δήλωση αγοράς εκτός σειράς (Νόμος 31).",
        "rotation.pass_rho": "Ο {offender} είπε πάσο εκτός σειράς όταν ήταν η σειρά του {rho}, του αντιπάλου στα δεξιά του: ο {offender} πρέπει να πει πάσο στην επόμενη σειρά του· οι δηλώσεις του συμπαίκτη του δεν περιορίζονται.",
        "rotation.pass_rho_lead_restrictions": "Αν μπορούν να ακολουθήσουν περιορισμοί εξόδου του Νόμου 26Β μετά από πάσο εκτός σειράς στη σειρά του αντιπάλου στα δεξιά είναι αμφιλεγόμενο (οι διαιτητές διαφωνούν σε φόρουμ· το αγγλικό κείμενο δεν ήταν διαθέσιμο στο πρόγραμμα): ο Διαιτητής αποφασίζει αν ο εκτελεστής έχει αυτή την επιλογή.",
        "rotation.partner_free": "Ο {partner}, συμπαίκτης του υπαίτιου, μπορεί να κάνει οποιαδήποτε νόμιμη δήλωση στη σειρά του, αλλά η πληροφορία από την ανακληθείσα δήλωση είναι γι' αυτόν μη θεμιτή.",
        "rotation.next_call_pending": "Ο {offender} μπορεί να κάνει οποιαδήποτε νόμιμη δήλωση στη σειρά του: αν είναι συγκρίσιμη (Νόμος 23Α) δεν υπάρχει περαιτέρω επανόρθωση· αν όχι, ο συμπαίκτης του {partner} πρέπει να πει πάσο την επόμενη φορά που θα έχει σειρά, και μπορεί να ακολουθήσουν περιορισμοί εξόδου.",
        "rotation.ruled_as_at_rho_turn": "Ο {offender} μπορεί να κάνει οποιαδήποτε νόμιμη δήλωση στη σωστή του σειρά· για τη δήλωσή του, {next_call}, ο Διαιτητής αποφασίζει όπως για δήλωση εκτός σειράς στη σειρά του δεξιού αντιπάλου, αφού εκείνος έχει δηλώσει.",
        "rotation.next_call_comparable": "Η δήλωση του {offender} στη σειρά του, {next_call}, είναι συγκρίσιμη κατά την κρίση του Διαιτητή: η αγορά συνεχίζεται χωρίς περαιτέρω επανόρθωση.",
        "rotation.next_call_not_comparable": "Η δήλωση του {offender} στη σειρά του, {next_call}, δεν είναι συγκρίσιμη: ο συμπαίκτης του {partner} πρέπει να πει πάσο την επόμενη φορά που θα έχει σειρά (μία φορά).",
        "rotation.double_lead_restrictions": "Τα κείμενα διαφέρουν στο αν αυτή η διάταξη αναφέρει τον Νόμο 26Β (το γαλλικό τον αναφέρει, το ελληνικό όχι)· το πρόγραμμα εφαρμόζει τον 26Β με βάση τη δική του διατύπωση, με μέτρια βεβαιότητα.",
        "rotation.rho_pending": "Αν ο {rho} πει τώρα πάσο, ο {offender} πρέπει να επαναλάβει τη δήλωσή του και δεν υπάρχει επανόρθωση· αν ο {rho} κάνει δήλωση αγοράς, κόντρα ή ρεκόντρα, ο {offender} μπορεί να κάνει οποιαδήποτε νόμιμη δήλωση, και ο Διαιτητής κρίνει αν είναι συγκρίσιμη.",
        "rotation.rho_passed_repeat": "Ο {rho} είπε πάσο: ο {offender} πρέπει να επαναλάβει τη δήλωση που έκανε εκτός σειράς, {call}· αν είναι νόμιμη, δεν υπάρχει επανόρθωση.",
        "rotation.repeat_insufficient": "Επαναλαμβανόμενη στη σειρά της, η δήλωση {call} του {offender} είναι ανεπαρκής: εφαρμόζεται τώρα ο Νόμος 27.",
        "rotation.rho_acted": "Ο {rho} έπειτα δήλωσε {rho_call}: ο {offender} μπορεί να κάνει οποιαδήποτε νόμιμη δήλωση στη σειρά του.",
        "auction_card.declaring_side_lead": "Ο {offender}, του άξονα του εκτελεστή, έκανε αρχική έξοδο: θεωρείται φύλλο που εκτέθηκε στη διάρκεια της αγοράς, η οποία δεν έχει ακόμη τελειώσει, άρα δεν μπορεί να γίνει δεκτό ως έξοδος.",
        "auction_card.face_up": "Το εκτεθειμένο φύλλο ή τα φύλλα του {offender}, {cards}, μένουν ανοιχτά στο τραπέζι μέχρι το τέλος της αγοράς· η πληροφορία από αυτά είναι θεμιτή για τον μη υπαίτιο άξονα ({nos}) και μη θεμιτή για τον άξονα του υπαίτιου ({os}).",
        "auction_card.single_low": "Ένα μόνο φύλλο κάτω από τιμή, χωρίς έξοδο: καμία επανόρθωση στην αγορά για τον άξονα του {offender}.",
        "auction_card.honour_or_led": "Ένα μόνο φύλλο τιμής, ή φύλλο που βγήκε ως έξοδος: ο {partner}, συμπαίκτης του υπαίτιου, πρέπει να πει πάσο στην επόμενη σειρά του.",
        "auction_card.several": "Εκτέθηκαν δύο ή περισσότερα φύλλα: ο {partner}, συμπαίκτης του υπαίτιου, πρέπει να πει πάσο στην επόμενη σειρά του.",
        "auction_card.bar_no_turn": "Η αγορά έχει τελειώσει, άρα ο αποκλεισμός του {partner} στην επόμενη σειρά του δεν έχει καμία δήλωση στην οποία να εφαρμοστεί.",
        "auction_card.declaring_side": "Ο {offender} ανήκει στον άξονα του εκτελεστή (εκτελεστής ή μορ): τα φύλλα μαζεύονται όταν τελειώσει η αγορά και δεν είναι τιμωρημένα φύλλα.",
        "auction_card.defender": "Ο {offender} είναι αμυνόμενος: κάθε εκτεθειμένο φύλλο, {cards}, γίνεται τιμωρημένο φύλλο.",
        "auction_card.role_unknown_minor": "Αν ο {offender} γίνει εκτελεστής ή μορ, το {cards} μαζεύεται· αν γίνει αμυνόμενος, γίνεται μικρό τιμωρημένο φύλλο.",
        "auction_card.role_unknown_major": "Αν ο {offender} γίνει εκτελεστής ή μορ, το {cards} μαζεύεται· αν γίνει αμυνόμενος, γίνεται μεγάλο τιμωρημένο φύλλο (κάθε φύλλο, όταν είναι περισσότερα).",
        "auction_card.led_major": "Φύλλο που βγήκε πρόωρα ως έξοδος θεωρείται ότι εκτέθηκε με σκόπιμο παιχνίδι, άρα μεγάλο τιμωρημένο φύλλο ακόμη κι αν είναι κάτω από τιμή· οι πηγές το διαβάζουν έτσι με μέτρια βεβαιότητα.",
        "opening_lead.face_down_withdrawn": "Ο {seat}, ο σωστός παίκτης για την έξοδο, είχε κι αυτός βγει με κλειστό φύλλο: αυτό το φύλλο αποσύρεται.",
        "opening_lead.misinformed": "Ο {offender} βγήκε εκτός σειράς επειδή ένας αντίπαλος του είπε ότι ήταν δική του η έξοδος: το φύλλο αποσύρεται χωρίς επανόρθωση, η έξοδος δεν μπορεί να γίνει δεκτή, και βγαίνει ο {proper_leader}.",
        "opening_lead.out_of_turn": "Ο {offender} έκανε ανοιχτή αρχική έξοδο εκτός σειράς· έπρεπε να βγει ο {proper_leader}. Ο εκτελεστής ({declarer}) επιλέγει τι θα γίνει με αυτήν.",
        "opening_lead.option_spread": "Ο εκτελεστής ({declarer}) μπορεί να δεχθεί την έξοδο απλώνοντας το δικό του χέρι: γίνεται μορ και ο {dummy} εκτελεστής.",
        "opening_lead.option_accept": "Ο εκτελεστής ({declarer}) μπορεί να δεχθεί την έξοδο και να εκτελέσει: απλώνεται το χέρι του μορ ({dummy}) και το δεύτερο φύλλο της λεβέ παίζεται από το χέρι του εκτελεστή.",
        "opening_lead.option_refuse": "Ο εκτελεστής ({declarer}) μπορεί να αρνηθεί την έξοδο: το φύλλο γίνεται μεγάλο τιμωρημένο φύλλο και βγαίνει ο {proper_leader}, με την επιλογή του εκτελεστή κατά τον Νόμο 50Δ2.",
        "opening_lead.second_card_played": "Το δεύτερο φύλλο της λεβέ, {card}, παίχτηκε από το χέρι του {seat}: είναι παιγμένο φύλλο.",
        "opening_lead.must_accept": "Ο εκτελεστής ({declarer}) θα μπορούσε να έχει δει φύλλα του μορ: πρέπει να δεχθεί την έξοδο και μένει εκτελεστής.",
        "opening_lead.exposed_while_spreading": "Ο εκτελεστής ({declarer}) άρχισε να απλώνει το χέρι του και εξέθεσε ένα ή περισσότερα φύλλα: πρέπει να απλώσει ολόκληρο το χέρι.",
        "opening_lead.become_dummy": "Ο εκτελεστής ({declarer}) δέχεται την έξοδο απλώνοντας το χέρι του: ο {declarer} γίνεται μορ και ο {new_declarer} εκτελεστής, που παίζει το δεύτερο φύλλο της λεβέ από το χέρι του {declarer}.",
        "opening_lead.accepted": "Ο εκτελεστής ({declarer}) δέχεται την έξοδο: το χέρι του μορ ({dummy}) απλώνεται, και το δεύτερο φύλλο της λεβέ παίζεται από το χέρι του ίδιου του εκτελεστή.",
        "opening_lead.second_card_from_dummy": "Ο εκτελεστής έπαιξε το δεύτερο φύλλο από το χέρι του μορ ({dummy}): αυτό το φύλλο δεν μπορεί να αποσυρθεί, εκτός για να διορθωθεί ρενόνς.",
        "opening_lead.refused": "Ο εκτελεστής αρνείται την έξοδο: ο {offender} παίρνει πίσω το {card}, που γίνεται μεγάλο τιμωρημένο φύλλο· βγαίνει ο {proper_leader}.",
        "penalty.declaring_side_card": "Ο {offender} είναι εκτελεστής ή μορ: φύλλα του άξονα του εκτελεστή δεν γίνονται ποτέ τιμωρημένα φύλλα· επιστρέφουν στο χέρι.",
        "penalty.becomes": "Ο {owner}, αμυνόμενος, εξέθεσε το {cards} εκεί όπου ο συμπαίκτης του μπορούσε να το δει (ή το ονόμασε ως φύλλο του χεριού του): γίνεται τιμωρημένο φύλλο.",
        "penalty.minor": "{cards} του {owner}: ένα μόνο φύλλο κάτω από τιμή που εκτέθηκε ακούσια, άρα μικρό τιμωρημένο φύλλο.",
        "penalty.major_honour": "{cards} του {owner}: φύλλο τιμής, άρα μεγάλο τιμωρημένο φύλλο.",
        "penalty.major_deliberate": "{cards} του {owner}: εκτέθηκε με σκόπιμο παιχνίδι, άρα μεγάλο τιμωρημένο φύλλο.",
        "penalty.major_several": "Ο {owner} έχει δύο ή περισσότερα τιμωρημένα φύλλα ({cards}): όλα είναι μεγάλα τιμωρημένα φύλλα.",
        "penalty.named_class": "Φύλλο κάτω από τιμή που ονομάστηκε ως φύλλο του χεριού: αν είναι μικρό ή μεγάλο το κρίνει ο Διαιτητής (το μικρό αφορά φύλλα που εκτέθηκαν ακούσια).",
        "penalty.stays_face_up": "Το τιμωρημένο φύλλο μένει ανοιχτό στο τραπέζι μπροστά στον {owner} μέχρι να παιχτεί ή να επιλεγεί επανόρθωση.",
        "penalty.minor_rules": "Ο {owner} δεν μπορεί να παίξει άλλο φύλλο κάτω από τιμή στο {suit} πριν παίξει το {card}, αλλά μπορεί να παίξει αντί γι' αυτό φύλλο τιμής του ίδιου χρώματος. Ο {partner} δεν έχει περιορισμό εξόδου· η πληροφορία από τη θέα του φύλλου είναι γι' αυτόν μη θεμιτή.",
        "penalty.major_rules": "Ο {owner} πρέπει να παίξει το {cards} με την πρώτη νόμιμη ευκαιρία, είτε βγαίνοντας, είτε ακολουθώντας χρώμα, είτε πετώντας, είτε κόβοντας· όταν μπορούν να παιχτούν δύο ή περισσότερα, ο εκτελεστής ορίζει ποιο.",
        "penalty.information": "Η γνώση του τι επιβάλλει το τιμωρημένο φύλλο είναι θεμιτή για όλους· κάθε άλλη πληροφορία από τη θέα του είναι μη θεμιτή για τον {partner} και θεμιτή για τον εκτελεστή.",
        "penalty.partner_options": "Ο {partner} έχει την έξοδο ενώ μένει το μεγάλο τιμωρημένο φύλλο του {owner} ({card}). Πριν βγει, ο εκτελεστής επιλέγει: να απαιτήσει έξοδο στο {suit}, ή να την απαγορεύσει όσο ο {partner} κρατά την έξοδο (και στις δύο περιπτώσεις το φύλλο μαζεύεται), ή να αφήσει την έξοδο ελεύθερη (το φύλλο μένει τιμωρημένο).",
        "penalty.require_suit": "Ο εκτελεστής απαιτεί έξοδο στο {suit}: ο {partner} πρέπει να βγει σε αυτό το χρώμα, και το {card} μαζεύεται και δεν είναι πια τιμωρημένο φύλλο.",
        "penalty.forbid_suit": "Ο εκτελεστής απαγορεύει την έξοδο στο {suit}: ο {partner} δεν μπορεί να βγει σε αυτό όσο κρατά την έξοδο, και το {card} μαζεύεται και δεν είναι πια τιμωρημένο φύλλο.",
        "penalty.free_lead": "Ο εκτελεστής αφήνει την έξοδο ελεύθερη: ο {partner} μπορεί να βγει με οποιοδήποτε φύλλο, και το {card} ({suit}) μένει μεγάλο τιμωρημένο φύλλο του {owner}· η επιλογή επανέρχεται κάθε φορά που ο {partner} παίρνει την έξοδο όσο αυτό μένει.",
        "penalty.cannot_comply": "Ο {partner} δεν έχει φύλλο στο χρώμα που απαιτήθηκε: μπορεί να παίξει οποιοδήποτε κατά τα άλλα νόμιμο φύλλο (Νόμος 59).",
        "penalty.led_before_choice": "Ο {partner} βγήκε πριν επιλέξει ο εκτελεστής: αυτό το φύλλο εκτέθηκε και αντιμετωπίζεται με τον Νόμο 49 (τιμωρημένο φύλλο)· οι πηγές δίνουν αυτή την ανάγνωση με μέτρια βεβαιότητα.",
        "penalty.minor_partner_free": "Ο {partner} έχει την έξοδο· το τιμωρημένο φύλλο του {owner} είναι μικρό, άρα δεν υπάρχει περιορισμός εξόδου.",
        "penalty.must_lead": "Ο {owner} έχει την έξοδο: πρέπει να βγει με το τιμωρημένο φύλλο, {card}.",
        "penalty.designate": "Ο {owner} θα μπορούσε νόμιμα να παίξει περισσότερα από ένα τιμωρημένα φύλλα ({cards}): ο εκτελεστής ορίζει ποιο.",
        "penalty.follow_suit_first": "Ο {owner} έχει φύλλα στο χρώμα της εξόδου ({suit_led}): προηγείται η υποχρέωση να ακολουθήσει χρώμα, και το {cards} μένει στο τραπέζι για την επόμενη νόμιμη ευκαιρία.",
        "penalty.must_play_now": "Ο {owner} πρέπει να παίξει το {card} σε αυτή τη λεβέ: είναι η πρώτη νόμιμη ευκαιρία του.",
        "penalty.minor_follow": "Ο {owner} μπορεί να παίξει το {card} ή φύλλο τιμής στο {suit}, αλλά όχι άλλο φύλλο κάτω από τιμή σε αυτό το χρώμα.",
        "penalty.minor_other_suit": "Το χρώμα της εξόδου δεν είναι το χρώμα του τιμωρημένου φύλλου: ο {owner} παίζει κανονικά, αλλά δεν μπορεί να παίξει άλλο φύλλο κάτω από τιμή στο {suit} πριν από το {card}.",
        "penalty.several_options": "Ο {partner} έχει την έξοδο ενώ ο {owner} έχει τιμωρημένα φύλλα ({cards}) στα χρώματα {suits}. Ο εκτελεστής μπορεί να απαιτήσει έξοδο σε ένα από αυτά τα χρώματα, ή να απαγορεύσει την έξοδο σε ένα ή περισσότερα από αυτά (τα τιμωρημένα φύλλα των χρωμάτων που ονομάζει μαζεύονται), ή να αφήσει την έξοδο ελεύθερη (μένουν όλα).",
        "penalty.several_require": "Ο εκτελεστής απαιτεί έξοδο στο {suit}: ο {partner} πρέπει να βγει σε αυτό· τα τιμωρημένα φύλλα αυτού του χρώματος ({cards}) μαζεύονται και ο {owner} μπορεί να παίξει οποιοδήποτε νόμιμο φύλλο στη λεβέ.",
        "penalty.several_forbid": "Ο εκτελεστής απαγορεύει την έξοδο στα {suits}: τα τιμωρημένα φύλλα του {owner} σε αυτά τα χρώματα ({cards}) μαζεύονται, και η απαγόρευση ισχύει όσο ο {partner} κρατά την έξοδο.",
        "penalty.several_remain": "Τα άλλα τιμωρημένα φύλλα του {owner} ({cards}) μένουν τιμωρημένα.",
        "penalty.several_free": "Ο εκτελεστής αφήνει την έξοδο ελεύθερη: ο {partner} μπορεί να βγει με οποιοδήποτε φύλλο, και όλα τα τιμωρημένα φύλλα του {owner} ({cards}) μένουν.",
        "penalty.failure": "Ο {owner} έπαιξε το {card_played} ενώ έπρεπε να παιχτεί τιμωρημένο φύλλο ({cards}).",
        "penalty.must_accept": "Ο εκτελεστής έχει παίξει από τότε από το χέρι του ή από το μορ: πρέπει να δεχθεί το φύλλο που παίχτηκε.",
        "penalty.may_accept": "Ο εκτελεστής μπορεί να δεχθεί το {card_played} ή να μην το δεχθεί: τότε ο {owner} παίζει στη θέση του το τιμωρημένο φύλλο, και κάθε φύλλο που βγήκε ή παίχτηκε παράνομα γίνεται μεγάλο τιμωρημένο φύλλο.",
        "penalty.accepted": "Το {card_played} γίνεται δεκτό και ισχύει· το τιμωρημένο φύλλο που δεν παίχτηκε, {cards}, μένει τιμωρημένο.",
        "penalty.refused": "Ο εκτελεστής δεν το δέχεται: ο {owner} παίζει στη θέση του το τιμωρημένο φύλλο ({cards}), και το {card_played}, που παίχτηκε παράνομα, γίνεται μεγάλο τιμωρημένο φύλλο.",
        "penalty.failure_revoke": "Η παράλειψη να παιχτεί τιμωρημένο φύλλο όταν το απαιτούσαν οι Νόμοι είναι ρενόνς: όταν οριστικοποιηθεί, εφαρμόζονται οι Νόμοι 63 και 64 (χωρίς αυτόματη μεταφορά λεβέ, αλλά με δυνατότητα αποκατάστασης της δικαιοσύνης).",
        "defender_lead.options": "Ο {offender} βγήκε εκτός σειράς· έπρεπε να βγει ο {proper_leader}. Ο εκτελεστής ({declarer}) μπορεί να δεχθεί την έξοδο ή να την αρνηθεί: τότε το φύλλο γίνεται μεγάλο τιμωρημένο φύλλο και βγαίνει ο {proper_leader}.",
        "defender_lead.next_hand_played": "Παίχτηκε φύλλο στην έξοδο από το επόμενο χέρι ({next_seat}): η έξοδος έγινε δεκτή και ισχύει ως σωστή.",
        "defender_lead.accepted": "Ο εκτελεστής ({declarer}) δέχεται την έξοδο: ισχύει ως σωστή, και επόμενος παίζει ο {next_seat}.",
        "defender_lead.refused": "Ο εκτελεστής αρνείται την έξοδο: ο {offender} παίρνει πίσω το {card}, που γίνεται μεγάλο τιμωρημένο φύλλο· βγαίνει ο {proper_leader}.",
        "defender_lead.last_trick": "Στη 13η λεβέ η έξοδος εκτός σειράς δεν μπορεί να θεωρηθεί σωστή: βγαίνει ο {proper_leader}, και ο {offender} παίζει το τελευταίο του φύλλο στη σειρά του.",
        "premature.before_partner": "Ο {offender} έπαιξε το {card} πριν παίξει ο συμπαίκτης του {partner} στη λεβέ: γίνεται μεγάλο τιμωρημένο φύλλο, και ο εκτελεστής επιλέγει τι πρέπει να κάνει ο {partner}: να παίξει το ψηλότερο ή το χαμηλότερο φύλλο του στο χρώμα της εξόδου, να παίξει φύλλο άλλου χρώματος που ορίζει ο εκτελεστής, ή να μην παίξει φύλλο άλλου χρώματος που ορίζει ο εκτελεστής.",
        "premature.led_before_partner": "Ο {offender} βγήκε με το {card} στην επόμενη λεβέ πριν παίξει ο συμπαίκτης του {partner} σε αυτήν: γίνεται μεγάλο τιμωρημένο φύλλο, και ο εκτελεστής επιλέγει τι πρέπει να κάνει ο {partner}: να παίξει το ψηλότερο ή το χαμηλότερο φύλλο του στο χρώμα της εξόδου, να παίξει φύλλο άλλου χρώματος που ορίζει ο εκτελεστής, ή να μην παίξει φύλλο άλλου χρώματος που ορίζει ο εκτελεστής.",
        "premature.require_highest": "Ο εκτελεστής απαιτεί από τον {partner} να παίξει το ψηλότερο φύλλο του στο χρώμα της εξόδου ({suit}).",
        "premature.require_lowest": "Ο εκτελεστής απαιτεί από τον {partner} να παίξει το χαμηλότερο φύλλο του στο χρώμα της εξόδου ({suit}).",
        "premature.require_other_suit": "Ο εκτελεστής απαιτεί από τον {partner} να παίξει φύλλο στο {suit}.",
        "premature.forbid_other_suit": "Ο εκτελεστής απαγορεύει στον {partner} να παίξει φύλλο στο {suit}.",
        "premature.must_play": "Άρα ο {partner} πρέπει να παίξει το {card}.",
        "premature.cannot_comply": "Ο {partner} δεν μπορεί να συμμορφωθεί: μπορεί να παίξει οποιοδήποτε κατά τα άλλα νόμιμο φύλλο (Νόμος 59).",
        "premature.declarer_both_hands": "Ο εκτελεστής είχε ήδη παίξει και από το χέρι του και από το μορ: ο {offender} δεν υπόκειται σε επανόρθωση επειδή έπαιξε πριν από τον συμπαίκτη του.",
        "premature.dummy_selected": "Ο μορ ({dummy}) είχε με δική του πρωτοβουλία διαλέξει φύλλο πρόωρα (ή υπέδειξε παιχνίδι): το παιχνίδι του {offender} πριν από τον συμπαίκτη του δεν επισύρει επανόρθωση.",
        "premature.declarer_played": "Ο {offender} (άξονας του εκτελεστή) έπαιξε πρόωρα το {card}: είναι παιγμένο φύλλο και, αφού είναι νόμιμο, δεν μπορεί να αποσυρθεί.",
        "premature.declarer_illegal": "Ο {offender} (άξονας του εκτελεστή) έπαιξε πρόωρα το {card}, που δεν είναι νόμιμο παιχνίδι: εφαρμόζονται οι Νόμοι για τη ρενόνς (Νόμος 62).",
        "premature.rho_turn_legal": "Ο {offender} έπαιξε το {card} όταν ήταν η σειρά του {rho}, του αντιπάλου στα δεξιά του. Είναι νόμιμο παιχνίδι σε αυτή τη λεβέ, άρα πρέπει να το παίξει στη σειρά του· δεν είναι τιμωρημένο φύλλο. Η πληροφορία από αυτό μπορεί να φέρει σε εφαρμογή τον Νόμο 16.",
        "premature.rho_turn_illegal": "Ο {offender} έπαιξε το {card} όταν ήταν η σειρά του {rho}, του αντιπάλου στα δεξιά του, και δεν είναι νόμιμο παιχνίδι σε αυτή τη λεβέ: γίνεται μεγάλο τιμωρημένο φύλλο.",
        "premature.simultaneous": "Το φύλλο του {offender} παίχτηκε ταυτόχρονα με το νόμιμο παιχνίδι του {other}: θεωρείται ότι παίχτηκε μετά από αυτό.",
        "premature.one_visible": "Ο {offender} έπαιξε περισσότερα από ένα φύλλα μαζί και φαινόταν μόνο το {card}: αυτό είναι το φύλλο που παίχτηκε· τα άλλα επιστρέφουν στο χέρι χωρίς επανόρθωση.",
        "premature.designate": "Ο {offender} έπαιξε περισσότερα από ένα φύλλα μαζί και φαίνονταν περισσότερα από ένα ({cards}): ορίζει ποιο φύλλο παίζει.",
        "premature.designated": "Ο {offender} ορίζει το {card}: αυτό είναι το φύλλο που παίχτηκε.",
        "premature.others_penalty": "Ο {offender} είναι αμυνόμενος: κάθε άλλο φύλλο που φάνηκε ({cards}) γίνεται τιμωρημένο φύλλο.",
        "premature.others_back": "Ο {offender} ανήκει στον άξονα του εκτελεστή: τα άλλα φύλλα ({cards}) επιστρέφουν στο χέρι του.",
        "premature.opponent_may_change": "Αντίπαλος που έπαιξε στη λεβέ μετά την παρατυπία μπορεί τότε να αποσύρει το φύλλο του και να παίξει άλλο (η πληροφορία από το φύλλο που αποσύρθηκε: Νόμος 16Γ).",
        "premature.found_later": "Τα φύλλα που έπαιξε μαζί ο {offender} βρέθηκαν μόνο αφού και οι δύο άξονες έπαιξαν στην επόμενη λεβέ: η λεβέ είναι ελαττωματική (Νόμος 67).",
    },
    "pl": {
        "withdrawn.ui": "Informacja z wycofanej zapowiedzi jest legalna dla strony niewykraczającej ({nos}) i nielegalna dla strony wykraczającej ({os}): partner gracza {offender} nie może wybrać spośród logicznych alternatyw tej, którą ta informacja mogła w oczywisty sposób mu podsunąć.",
        "withdrawn.lead_restrictions": "Jeżeli gracz {offender} zostanie obrońcą, to przy pierwszym wyjściu gracza {partner} (także przy wiście) rozgrywający może zakazać mu wyjścia w jednym dowolnym kolorze, którego {offender} nie wymienił w przepisowej licytacji; zakaz trwa, dopóki {partner} zachowuje wyjście.",
        "withdrawn.lead_restrictions_amended": "Rozgrywający może tylko zakazać koloru: pierwotnie wydrukowany tekst z 2017 roku pozwalał mu także go nakazać, a poprawka to usunęła. Poprawka jest tu znana z jednego cytatu na forum, nie z dokumentu WBF: sprawdź obowiązujące wydanie.",
        "withdrawn.offending_side_declares": "Gracz {declarer}, ze strony gracza {offender}, jest rozgrywającym: ograniczenia wistowe dotyczą wykraczającego, który zostaje obrońcą, więc ich nie ma.",
        "withdrawn.no_lead_restrictions": "Wycofaną zapowiedź zastąpiono zapowiedzią porównywalną: nie ma ograniczeń wistowych, niezależnie od tego, jaką rolę obejmie {offender}.",
        "withdrawn.comparable_check": "Po zakończeniu rozgrywki, jeżeli sędzia uzna, że bez pomocy uzyskanej dzięki wykroczeniu wynik mógłby być inny, a strona niewykraczająca ({side}) została poszkodowana, przyznaje wynik rozjemczy.",
        "withdrawn.awareness": "Jeżeli wykraczający mógł wiedzieć w chwili popełnienia nieprawidłowości, że może ona zaszkodzić stronie niewykraczającej ({side}), sędzia po zakończeniu rozgrywki koryguje wynik, o ile strona wykraczająca na niej zyskała.",
        "withdrawn.adjusted": "Sędzia uznaje, że strona niewykraczająca ({side}) została poszkodowana przez pomoc uzyskaną przez wykraczających: przyznaje wynik rozjemczy, odtwarzając prawdopodobny wynik, gdyby do nieprawidłowości nie doszło.",
        "withdrawn.not_adjusted": "Sędzia uznaje, że strona niewykraczająca ({side}) nie została poszkodowana przez nieprawidłowość: wynik uzyskany przy stole zostaje utrzymany.",
        "insufficient.out_of_rotation": "Niewystarczająca odzywka {call} gracza {offender} była też złożona poza kolejnością: najpierw stosuje się przepis 31; jeżeli później zostanie powtórzona w kolejności i nadal będzie niewystarczająca, wtedy stosuje się przepis 27.",
        "insufficient.accepted": "Gracz {lho}, lewy przeciwnik wykraczającego, zaakceptował niewystarczającą odzywkę {call}, składając zapowiedź: pozostaje ona jako przepisowa zapowiedź, a licytacja toczy się dalej bez sprostowania.",
        "insufficient.premature_replacement_cancelled": "Niewystarczająca odzywka została zaakceptowana, więc zapowiedź, którą {offender} ją zastąpił przed decyzją sędziego ({replacement_call}), zostaje anulowana.",
        "insufficient.unintended": "Jeżeli {offender} nie zamierzał złożyć tej odzywki (pomyłka mechaniczna), przepis 25A pozwala mu ją zmienić, zanim zapowiedź złoży jego partner; przepis 27 dotyczy zapowiedzi zamierzonej.",
        "insufficient.not_accepted": "Gracz {lho} nie zaakceptował niewystarczającej odzywki {call}: {offender} musi ją zastąpić przepisową zapowiedzią.",
        "insufficient.premature_replacement": "Gracz {offender} złożył zapowiedź {replacement_call}, zanim sędzia wydał decyzję: zastąpienie pozostaje, a sędzia rozstrzyga o nim jak niżej.",
        "insufficient.option_lowest": "Jeżeli {offender} zastąpi ją najniższą wystarczającą odzywką określającą to samo miano lub te same miana ({lowest_call}, jeśli niewystarczająca odzywka była naturalna), licytacja toczy się dalej bez dalszego sprostowania.",
        "insufficient.option_same_denominations": "Jeżeli {offender} zastąpi ją najniższą wystarczającą odzywką określającą to samo miano lub te same miana, licytacja toczy się dalej bez dalszego sprostowania.",
        "insufficient.option_comparable": "Jeżeli {offender} zastąpi ją zapowiedzią porównywalną (przepis 23A), również nie ma dalszego sprostowania, a przepis 16C nie ma zastosowania do wycofanej odzywki.",
        "insufficient.option_other": "Przy każdej innej wystarczającej odzywce lub pasie jego partner {partner} musi pasować przy każdej swojej kolejce do końca licytacji, a mogą nastąpić ograniczenia wistowe; nieporównywalna kontra lub rekontra zostaje anulowana i {offender} musi wybrać ponownie, przy takim samym zakazie dla gracza {partner}.",
        "insufficient.not_lowest": "Zapowiedź {replacement_call} nie jest najniższą wystarczającą odzywką w tym mianie ({lowest_call}), więc to zastąpienie nie jest tym, które nic nie kosztuje.",
        "insufficient.same_denominations": "Gracz {offender} zastąpił niewystarczającą odzywkę zapowiedzią {replacement_call}, najniższą wystarczającą odzywką określającą to samo miano lub te same miana, w ocenie sędziego: licytacja toczy się dalej bez dalszego sprostowania, bez ograniczeń wistowych i bez zastosowania przepisu 16C.",
        "insufficient.comparable": "Gracz {offender} zastąpił niewystarczającą odzywkę zapowiedzią {replacement_call}, porównywalną w ocenie sędziego (przepis 23A): bez dalszego sprostowania, a przepis 16C nie ma zastosowania do wycofanej odzywki.",
        "insufficient.not_comparable": "Gracz {offender} zastąpił niewystarczającą odzywkę zapowiedzią {replacement_call}, która nie jest porównywalna: jego partner {partner} musi pasować przy każdej swojej kolejce do końca licytacji.",
        "insufficient.double_cancelled": "Gracz {offender} próbował zastąpić niewystarczającą odzywkę zapowiedzią {replacement_call}, kontrą lub rekontrą, która nie jest porównywalna: zostaje ona anulowana, {offender} musi złożyć przepisową zapowiedź, a jego partner {partner} musi pasować przy każdej swojej kolejce.",
        "insufficient.second_insufficient": "Gracz {offender} próbował zastąpić niewystarczającą odzywkę inną niewystarczającą odzywką ({replacement_call}), której {lho} nie zaakceptował: sędzia rozstrzyga jak przy nieporównywalnej kontrze lub rekontrze.",
        "insufficient.as_b3": "Gracz {offender} musi złożyć przepisową zapowiedź, a jego partner {partner} musi pasować przy każdej swojej kolejce.",
        "insufficient.second_accepted": "Gracz {lho} zaakceptował drugą niewystarczającą odzywkę ({replacement_call}), składając zapowiedź: pozostaje ona, a licytacja toczy się dalej.",
        "insufficient.second_accepted_lead_restrictions": "Pierwszą niewystarczającą odzywkę wycofano bez zastąpienia jej zapowiedzią porównywalną: czy po akceptacji drugiej następują ograniczenia wistowe z przepisu 26B, źródła, na których opiera się program, nie rozstrzygają; decyduje sędzia.",
        "rotation.at_rho_turn": "Gracz {offender} złożył zapowiedź {call} poza kolejnością, gdy kolej miał {turn}, jego prawy przeciwnik.",
        "rotation.at_partner_turn": "Gracz {offender} złożył zapowiedź {call} poza kolejnością, gdy kolej miał {turn}, jego partner.",
        "rotation.at_lho_turn": "Gracz {offender} złożył zapowiedź {call} poza kolejnością, gdy kolej miał {turn}, jego lewy przeciwnik.",
        "rotation.in_rotation_barred": "Gracz {rho}, który miał kolej, jest z mocy przepisów zobowiązany pasować: zapowiedź gracza {offender} uważa się za złożoną w kolejności i nie ma sprostowania.",
        "rotation.correct_player_called": "Gracz {turn}, który miał kolej, złożył zapowiedź, zanim ustalono sprostowanie: jego zapowiedź jest w kolejności, prawo do sprostowania zapowiedzi gracza {offender} przepada, a licytacja toczy się dalej tak, jakby {offender} w tej kolejce nie złożył zapowiedzi. Przepis 26 nie ma zastosowania.",
        "rotation.pass_then_calls": "Gdy po pasie poza kolejnością padły dalsze zapowiedzi, sposób stosowania tego przepisu nie jest rozstrzygnięty (przypadek na forum sędziów pozostał otwarty): decyduje sędzia.",
        "rotation.inadmissible": "Zapowiedzi {call} gracza {offender} nie można było w tym momencie przepisowo złożyć: niedopuszczalnej kontry lub rekontry nigdy nie można zaakceptować i stosuje się przepis 36.",
        "rotation.change_of_call": "Gracz {offender} już złożył zapowiedź i złożył kolejną, gdy kolej miał {lho}: jest to zmiana zapowiedzi, rozstrzygana według przepisu 25.",
        "rotation.accepted": "Gracz {lho}, lewy przeciwnik gracza {offender}, złożył zapowiedź jako następny i tym samym zaakceptował zapowiedź poza kolejnością: prawo do sprostowania przepada, a licytacja toczy się dalej, jakby była złożona w kolejności.",
        "rotation.cancelled": "Zapowiedź poza kolejnością nie zostaje zaakceptowana: zostaje anulowana, a licytacja wraca do gracza {turn}, który miał kolej.",
        "rotation.artificial": "Zapowiedź poza kolejnością była sztuczna: dalsze postanowienia dotyczą miana lub mian, które określała, a nie tego, które nazywała.",
        "rotation.artificial_pass": "Pas poza kolejnością był sztuczny (albo był pasem na sztuczną zapowiedź partnera): rozstrzyga się go jak odzywkę poza kolejnością (przepis 31).",
        "rotation.pass_rho": "Gracz {offender} spasował poza kolejnością, gdy kolej miał {rho}, jego prawy przeciwnik: {offender} musi pasować przy swojej najbliższej kolejce; zapowiedzi jego partnera nie są ograniczone.",
        "rotation.pass_rho_lead_restrictions": "Czy po pasie poza kolejnością w kolejce prawego przeciwnika mogą nastąpić ograniczenia wistowe z przepisu 26B, jest sporne (sędziowie różnią się na forum; angielski tekst nie był dostępny dla programu): sędzia decyduje, czy rozgrywający ma taką możliwość.",
        "rotation.partner_free": "Gracz {partner}, partner wykraczającego, może złożyć dowolną przepisową zapowiedź w swojej kolejce, ale informacja z wycofanej zapowiedzi jest dla niego nielegalna.",
        "rotation.next_call_pending": "Gracz {offender} może złożyć dowolną przepisową zapowiedź w swojej kolejce: jeżeli jest porównywalna (przepis 23A), nie ma dalszego sprostowania; jeżeli nie, jego partner {partner} musi pasować przy swojej najbliższej kolejce, a mogą nastąpić ograniczenia wistowe.",
        "rotation.ruled_as_at_rho_turn": "Gracz {offender} może zgłosić dowolną przepisową zapowiedź we właściwej kolejce; o jego zapowiedzi, {next_call}, sędzia orzeka jak o zapowiedzi poza kolejnością w kolejce prawego przeciwnika, po tym jak ten przeciwnik zalicytował.",
        "rotation.next_call_comparable": "Zapowiedź gracza {offender} w jego kolejce, {next_call}, jest porównywalna w ocenie sędziego: licytacja toczy się dalej bez dalszego sprostowania.",
        "rotation.next_call_not_comparable": "Zapowiedź gracza {offender} w jego kolejce, {next_call}, nie jest porównywalna: jego partner {partner} musi pasować przy swojej najbliższej kolejce (jeden raz).",
        "rotation.double_lead_restrictions": "Teksty różnią się co do tego, czy ten przepis odsyła do przepisu 26B (tekst francuski odsyła, grecki nie); program stosuje 26B zgodnie z jego własnym brzmieniem, ze średnią pewnością.",
        "rotation.rho_pending": "Jeżeli {rho} teraz spasuje, {offender} musi powtórzyć swoją zapowiedź i nie ma sprostowania; jeżeli {rho} złoży odzywkę, kontrę lub rekontrę, {offender} może złożyć dowolną przepisową zapowiedź, a sędzia oceni, czy jest porównywalna.",
        "rotation.rho_passed_repeat": "Gracz {rho} spasował: {offender} musi powtórzyć zapowiedź złożoną poza kolejnością, {call}; jeżeli jest przepisowa, nie ma sprostowania.",
        "rotation.repeat_insufficient": "Powtórzona w kolejności odzywka {call} gracza {offender} jest niewystarczająca: teraz stosuje się do niej przepis 27.",
        "rotation.rho_acted": "Gracz {rho} złożył następnie zapowiedź {rho_call}: {offender} może złożyć dowolną przepisową zapowiedź w swojej kolejce.",
        "auction_card.declaring_side_lead": "Gracz {offender}, ze strony rozgrywającego, wyszedł na wist: traktuje się to jako kartę odkrytą w okresie licytacji, który jeszcze się nie zakończył, więc nie można jej zaakceptować jako wistu.",
        "auction_card.face_up": "Odkryta karta lub karty gracza {offender}, {cards}, pozostają odkryte na stole do końca licytacji; informacja z nich jest legalna dla strony niewykraczającej ({nos}) i nielegalna dla strony wykraczającej ({os}).",
        "auction_card.single_low": "Pojedyncza karta niższa od honoru, nie zagrana na wist: brak sprostowania w licytacji dla strony gracza {offender}.",
        "auction_card.honour_or_led": "Pojedynczy honor albo karta zagrana na wist: {partner}, partner wykraczającego, musi pasować przy swojej najbliższej kolejce.",
        "auction_card.several": "Odkryto dwie lub więcej kart: {partner}, partner wykraczającego, musi pasować przy swojej najbliższej kolejce.",
        "auction_card.bar_no_turn": "Licytacja się zakończyła, więc zakaz dla gracza {partner} przy jego najbliższej kolejce nie ma już żadnej zapowiedzi, do której mógłby się odnosić.",
        "auction_card.declaring_side": "Gracz {offender} należy do strony rozgrywającego (rozgrywający lub dziadek): karty wracają do ręki po zakończeniu licytacji i nie są kartami przygwożdżonymi.",
        "auction_card.defender": "Gracz {offender} jest obrońcą: każda odkryta karta, {cards}, staje się kartą przygwożdżoną.",
        "auction_card.role_unknown_minor": "Jeżeli {offender} zostanie rozgrywającym lub dziadkiem, karta {cards} wraca do ręki; jeżeli zostanie obrońcą, staje się małą kartą przygwożdżoną.",
        "auction_card.role_unknown_major": "Jeżeli {offender} zostanie rozgrywającym lub dziadkiem, karta {cards} wraca do ręki; jeżeli zostanie obrońcą, staje się dużą kartą przygwożdżoną (każda karta, gdy jest ich kilka).",
        "auction_card.led_major": "Karta zagrana przedwcześnie na wist uchodzi za odkrytą przez celowe zagranie, a więc za dużą kartę przygwożdżoną, nawet jeśli jest niższa od honoru; źródła odczytują to tak ze średnią pewnością.",
        "opening_lead.face_down_withdrawn": "Gracz {seat}, właściwy wistujący, także wyszedł kartą zakrytą: ta karta zostaje wycofana.",
        "opening_lead.misinformed": "Gracz {offender} wyszedł poza kolejnością, ponieważ przeciwnik powiedział mu, że to jego wyjście: karta zostaje wycofana bez sprostowania, wyjścia nie można zaakceptować, a wychodzi {proper_leader}.",
        "opening_lead.out_of_turn": "Gracz {offender} wyszedł odkrytym wistem poza kolejnością; wistować powinien {proper_leader}. Rozgrywający ({declarer}) wybiera, co się z nim stanie.",
        "opening_lead.option_spread": "Rozgrywający ({declarer}) może zaakceptować wist, wykładając własne karty: staje się dziadkiem, a {dummy} rozgrywającym.",
        "opening_lead.option_accept": "Rozgrywający ({declarer}) może zaakceptować wist i rozgrywać: dziadek ({dummy}) wykłada karty, a drugą kartę do lewy dokłada się z ręki rozgrywającego.",
        "opening_lead.option_refuse": "Rozgrywający ({declarer}) może odrzucić wist: karta staje się dużą kartą przygwożdżoną, a wychodzi {proper_leader}, z zastosowaniem wyboru rozgrywającego według przepisu 50D2.",
        "opening_lead.second_card_played": "Druga karta do lewy, {card}, została zagrana z ręki gracza {seat}: jest kartą zagraną.",
        "opening_lead.must_accept": "Rozgrywający ({declarer}) mógł widzieć karty dziadka: musi zaakceptować wist i pozostaje rozgrywającym.",
        "opening_lead.exposed_while_spreading": "Rozgrywający ({declarer}) zaczął wykładać karty i odsłonił jedną lub więcej: musi wyłożyć całą rękę.",
        "opening_lead.become_dummy": "Rozgrywający ({declarer}) akceptuje wist, wykładając swoje karty: {declarer} zostaje dziadkiem, a {new_declarer} rozgrywającym, który dokłada drugą kartę do lewy z ręki gracza {declarer}.",
        "opening_lead.accepted": "Rozgrywający ({declarer}) akceptuje wist: karty dziadka ({dummy}) zostają wyłożone, a drugą kartę do lewy dokłada się z ręki samego rozgrywającego.",
        "opening_lead.second_card_from_dummy": "Rozgrywający dołożył drugą kartę z ręki dziadka ({dummy}): tej karty nie można wycofać, chyba że dla poprawienia renonsu.",
        "opening_lead.refused": "Rozgrywający odrzuca wist: {offender} zabiera kartę {card}, która staje się dużą kartą przygwożdżoną; wychodzi {proper_leader}.",
        "penalty.declaring_side_card": "Gracz {offender} jest rozgrywającym lub dziadkiem: karty strony rozgrywającego nigdy nie stają się kartami przygwożdżonymi; wracają do ręki.",
        "penalty.becomes": "Gracz {owner}, obrońca, odsłonił kartę {cards} tak, że jego partner mógł zobaczyć jej awers (albo wymienił ją jako kartę ze swojej ręki): staje się ona kartą przygwożdżoną.",
        "penalty.minor": "{cards} gracza {owner}: pojedyncza karta niższa od honoru odsłonięta nieumyślnie, a więc mała karta przygwożdżona.",
        "penalty.major_honour": "{cards} gracza {owner}: honor, a więc duża karta przygwożdżona.",
        "penalty.major_deliberate": "{cards} gracza {owner}: odsłonięta przez celowe zagranie, a więc duża karta przygwożdżona.",
        "penalty.major_several": "Gracz {owner} ma dwie lub więcej kart przygwożdżonych ({cards}): wszystkie są dużymi kartami przygwożdżonymi.",
        "penalty.named_class": "Karta niższa od honoru wymieniona jako karta z ręki: czy jest mała, czy duża, ocenia sędzia (mała dotyczy kart odsłoniętych nieumyślnie).",
        "penalty.stays_face_up": "Karta przygwożdżona pozostaje odkryta na stole przed graczem {owner}, dopóki nie zostanie zagrana albo nie zostanie wybrane sprostowanie.",
        "penalty.minor_rules": "Gracz {owner} nie może zagrać innej karty niższej od honoru w kolorze {suit}, zanim nie zagra karty {card}, ale może zamiast niej zagrać honor w tym kolorze. Gracz {partner} nie ma ograniczeń wistowych; informacja z widoku tej karty jest dla niego nielegalna.",
        "penalty.major_rules": "Gracz {owner} musi zagrać kartę {cards} przy pierwszej przepisowej sposobności: wychodząc, dokładając do koloru, zrzucając lub przebijając; gdy można zagrać dwie lub więcej, rozgrywający wskazuje którą.",
        "penalty.information": "Znajomość obowiązków wynikających z karty przygwożdżonej jest legalna dla wszystkich; każda inna informacja z jej widoku jest nielegalna dla gracza {partner} i legalna dla rozgrywającego.",
        "penalty.partner_options": "Gracz {partner} ma wyjście, a duża karta przygwożdżona gracza {owner} ({card}) pozostaje na stole. Zanim wyjdzie, rozgrywający wybiera: nakazać wyjście w kolor {suit} albo zakazać go, dopóki {partner} zachowuje wyjście (w obu przypadkach karta wraca do ręki), albo pozostawić wyjście dowolne (karta pozostaje przygwożdżona).",
        "penalty.require_suit": "Rozgrywający nakazuje wyjście w kolor {suit}: {partner} musi w niego wyjść, a karta {card} wraca do ręki i przestaje być kartą przygwożdżoną.",
        "penalty.forbid_suit": "Rozgrywający zakazuje wyjścia w kolor {suit}: {partner} nie może w niego wyjść, dopóki zachowuje wyjście, a karta {card} wraca do ręki i przestaje być kartą przygwożdżoną.",
        "penalty.free_lead": "Rozgrywający pozostawia wyjście dowolne: {partner} może wyjść dowolną kartą, a karta {card} ({suit}) pozostaje dużą kartą przygwożdżoną gracza {owner}; wybór powraca za każdym razem, gdy {partner} uzyska wyjście, a karta wciąż leży.",
        "penalty.cannot_comply": "Gracz {partner} nie ma karty w nakazanym kolorze: może zagrać dowolną kartę, o ile jest ona poza tym przepisowa (przepis 59).",
        "penalty.led_before_choice": "Gracz {partner} wyszedł, zanim rozgrywający dokonał wyboru: ta karta została odsłonięta i podlega przepisowi 49 (karta przygwożdżona); źródła podają to odczytanie ze średnią pewnością.",
        "penalty.minor_partner_free": "Gracz {partner} ma wyjście; karta przygwożdżona gracza {owner} jest mała, więc nie ma ograniczeń wistowych.",
        "penalty.must_lead": "Gracz {owner} ma wyjście: musi wyjść kartą przygwożdżoną, {card}.",
        "penalty.designate": "Gracz {owner} mógłby przepisowo zagrać więcej niż jedną kartę przygwożdżoną ({cards}): rozgrywający wskazuje którą.",
        "penalty.follow_suit_first": "Gracz {owner} ma karty w kolorze wyjścia ({suit_led}): pierwszeństwo ma dołożenie do koloru, a karta {cards} pozostaje na stole do następnej przepisowej sposobności.",
        "penalty.must_play_now": "Gracz {owner} musi zagrać kartę {card} do tej lewy: to jego pierwsza przepisowa sposobność.",
        "penalty.minor_follow": "Gracz {owner} może zagrać kartę {card} albo honor w kolorze {suit}, ale nie inną kartę niższą od honoru w tym kolorze.",
        "penalty.minor_other_suit": "Wyjście nie jest w kolorze karty przygwożdżonej: gracz {owner} gra normalnie, ale nie może zagrać innej karty niższej od honoru w kolorze {suit} przed kartą {card}.",
        "penalty.several_options": "Gracz {partner} ma wyjście, a gracz {owner} ma karty przygwożdżone ({cards}) w kolorach {suits}. Rozgrywający może nakazać wyjście w jeden z tych kolorów albo zakazać wyjścia w jeden lub więcej z nich (karty przygwożdżone w wymienionych kolorach wracają do ręki), albo pozostawić wyjście dowolne (wszystkie pozostają).",
        "penalty.several_require": "Rozgrywający nakazuje wyjście w kolor {suit}: {partner} musi w niego wyjść; karty przygwożdżone w tym kolorze ({cards}) wracają do ręki, a {owner} może zagrać do lewy dowolną przepisową kartę.",
        "penalty.several_forbid": "Rozgrywający zakazuje wyjścia w kolory {suits}: karty przygwożdżone gracza {owner} w tych kolorach ({cards}) wracają do ręki, a zakaz trwa, dopóki {partner} zachowuje wyjście.",
        "penalty.several_remain": "Pozostałe karty przygwożdżone gracza {owner} ({cards}) pozostają przygwożdżone.",
        "penalty.several_free": "Rozgrywający pozostawia wyjście dowolne: {partner} może wyjść dowolną kartą, a wszystkie karty przygwożdżone gracza {owner} ({cards}) pozostają.",
        "penalty.failure": "Gracz {owner} zagrał kartę {card_played}, gdy należało zagrać kartę przygwożdżoną ({cards}).",
        "penalty.must_accept": "Rozgrywający zagrał od tego czasu ze swojej ręki lub z ręki dziadka: musi zaakceptować zagraną kartę.",
        "penalty.may_accept": "Rozgrywający może zaakceptować kartę {card_played} albo jej nie zaakceptować: wtedy {owner} zagrywa zamiast niej kartę przygwożdżoną, a każda karta nieprzepisowo wyłożona lub zagrana staje się dużą kartą przygwożdżoną.",
        "penalty.accepted": "Karta {card_played} zostaje zaakceptowana i pozostaje; niezagrana karta {cards} pozostaje przygwożdżona.",
        "penalty.refused": "Rozgrywający jej nie akceptuje: {owner} zagrywa zamiast niej kartę przygwożdżoną ({cards}), a karta {card_played}, zagrana nieprzepisowo, staje się dużą kartą przygwożdżoną.",
        "penalty.failure_revoke": "Niezagranie karty przygwożdżonej, gdy przepisy tego wymagały, jest renonsem: gdy stanie się uprawomocniony, stosuje się przepisy 63 i 64 (bez automatycznego przeniesienia lew, ale z możliwością przywrócenia równowagi).",
        "defender_lead.options": "Gracz {offender} wyszedł poza kolejnością; wychodzić powinien {proper_leader}. Rozgrywający ({declarer}) może zaakceptować wyjście albo je odrzucić: karta staje się wtedy dużą kartą przygwożdżoną, a wychodzi {proper_leader}.",
        "defender_lead.next_hand_played": "Do wyjścia dołożono kartę z następnej ręki ({next_seat}): wyjście zostaje zaakceptowane i traktuje się je jak przepisowe.",
        "defender_lead.accepted": "Rozgrywający ({declarer}) akceptuje wyjście: traktuje się je jak przepisowe, a następny gra {next_seat}.",
        "defender_lead.refused": "Rozgrywający odrzuca wyjście: {offender} zabiera kartę {card}, która staje się dużą kartą przygwożdżoną; wychodzi {proper_leader}.",
        "defender_lead.last_trick": "W trzynastej lewie wyjścia poza kolejnością nie można traktować jak przepisowego: wychodzi {proper_leader}, a {offender} zagrywa swoją ostatnią kartę w swojej kolejce.",
        "premature.before_partner": "Gracz {offender} zagrał kartę {card}, zanim jego partner {partner} dołożył do lewy: staje się ona dużą kartą przygwożdżoną, a rozgrywający wybiera, co musi zrobić {partner}: zagrać najstarszą albo najmłodszą kartę w kolorze wyjścia, zagrać kartę innego koloru wskazanego przez rozgrywającego albo nie zagrać karty innego koloru wskazanego przez rozgrywającego.",
        "premature.led_before_partner": "Gracz {offender} wyszedł kartą {card} do następnej lewy, zanim jego partner {partner} dołożył do bieżącej: staje się ona dużą kartą przygwożdżoną, a rozgrywający wybiera, co musi zrobić {partner}: zagrać najstarszą albo najmłodszą kartę w kolorze wyjścia, zagrać kartę innego koloru wskazanego przez rozgrywającego albo nie zagrać karty innego koloru wskazanego przez rozgrywającego.",
        "premature.require_highest": "Rozgrywający nakazuje graczowi {partner} zagrać najstarszą kartę w kolorze wyjścia ({suit}).",
        "premature.require_lowest": "Rozgrywający nakazuje graczowi {partner} zagrać najmłodszą kartę w kolorze wyjścia ({suit}).",
        "premature.require_other_suit": "Rozgrywający nakazuje graczowi {partner} zagrać kartę w kolorze {suit}.",
        "premature.forbid_other_suit": "Rozgrywający zakazuje graczowi {partner} zagrania karty w kolorze {suit}.",
        "premature.must_play": "Zatem {partner} musi zagrać kartę {card}.",
        "premature.cannot_comply": "Gracz {partner} nie może się zastosować: może zagrać dowolną kartę, o ile jest ona poza tym przepisowa (przepis 59).",
        "premature.declarer_both_hands": "Rozgrywający zagrał już zarówno ze swojej ręki, jak i z ręki dziadka: {offender} nie podlega sprostowaniu za zagranie przed partnerem.",
        "premature.dummy_selected": "Dziadek ({dummy}) z własnej inicjatywy przedwcześnie wskazał kartę (albo zasugerował zagranie): zagranie gracza {offender} przed partnerem nie podlega sprostowaniu.",
        "premature.declarer_played": "Gracz {offender} (strona rozgrywającego) przedwcześnie zagrał kartę {card}: jest to karta zagrana i jako przepisowa nie może zostać wycofana.",
        "premature.declarer_illegal": "Gracz {offender} (strona rozgrywającego) przedwcześnie zagrał kartę {card}, która nie jest przepisowym zagraniem: stosuje się przepisy o renonsie (przepis 62).",
        "premature.rho_turn_legal": "Gracz {offender} zagrał kartę {card}, gdy kolej miał {rho}, jego prawy przeciwnik. Jest to przepisowe zagranie do tej lewy, więc musi ją zagrać w swojej kolejce; nie jest to karta przygwożdżona. Informacja z niej może pociągnąć za sobą zastosowanie przepisu 16.",
        "premature.rho_turn_illegal": "Gracz {offender} zagrał kartę {card}, gdy kolej miał {rho}, jego prawy przeciwnik, i nie jest to przepisowe zagranie do tej lewy: staje się ona dużą kartą przygwożdżoną.",
        "premature.simultaneous": "Karta gracza {offender} została zagrana jednocześnie z przepisowym zagraniem gracza {other}: uważa się ją za zagraną po nim.",
        "premature.one_visible": "Gracz {offender} zagrał jednocześnie więcej niż jedną kartę i widać było tylko kartę {card}: to ona jest kartą zagraną; pozostałe wracają do ręki bez sprostowania.",
        "premature.designate": "Gracz {offender} zagrał jednocześnie więcej niż jedną kartę i widać było więcej niż jedną ({cards}): wskazuje, którą kartę zagrywa.",
        "premature.designated": "Gracz {offender} wskazuje kartę {card}: to ona jest kartą zagraną.",
        "premature.others_penalty": "Gracz {offender} jest obrońcą: każda inna widoczna karta ({cards}) staje się kartą przygwożdżoną.",
        "premature.others_back": "Gracz {offender} należy do strony rozgrywającego: pozostałe karty ({cards}) wracają do jego ręki.",
        "premature.opponent_may_change": "Przeciwnik, który dołożył do lewy po nieprawidłowości, może wtedy wycofać swoją kartę i zagrać inną (informacja z wycofanej karty: przepis 16C).",
        "premature.found_later": "Karty zagrane jednocześnie przez gracza {offender} wykryto dopiero po zagraniu obu stron do następnej lewy: lewa jest wadliwa (przepis 67).",
    },
}
