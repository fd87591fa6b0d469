"""Greek and Polish step messages of `claim` (Laws 68-71), `weighted_score` (12C1(c), 77, 78) and the
double-dummy aid to 64C; merged into ``step_messages.TRANSLATIONS``, same keys and ``{params}`` as
``lawsite.rulings.messages_claims`` (tested).

Terms as the federations write them (TERMS.md; the Greek and Polish texts of Laws 70 and 71):
διεκδίκηση, παραχώρηση, κανονικό παίξιμο, Περίοδος Διόρθωσης, ατού, διορθωμένο αποτέλεσμα /
roszczenie, zrzeczenie, normalne zagranie, okres reklamacyjny, atu, wynik rozjemczy.
``localise_params`` adds to the auction and play one: decimal commas, ΧΑ/BA in contracts, πάσο/pas.
"""

from __future__ import annotations

import re

from . import step_messages_auction_play

NUMBER_PARAMS = ("result", "result_ew", "weight", "percent")
CARD_PARAMS = ("better", "higher")  # beside the auction and play module's card params
CONTRACT_PARAMS = ("contract",)

TRANSLATIONS: dict[str, dict[str, str]] = {
    "el": {
        "weighted.adjusted": "Ο Διαιτητής επιδικάζει σταθμισμένο διορθωμένο αποτέλεσμα: καθένα από τα {count} ενδεχόμενα αποτελέσματα μετρά ανάλογα με το βάρος του.",
        "weighted.outcome": "Αποτέλεσμα {outcome}: {contract} από τον {declarer}, {tricks} λεβέ, βάρος {weight}: {points} πόντοι για τον άξονα ΒΝ.",
        "weighted.total_points": "Σε συνολικούς πόντους το σταθμισμένο αποτέλεσμα είναι {result} πόντοι για τον άξονα ΒΝ.",
        "weighted.imps_outcome": "Έναντι {other} πόντων για τον άξονα ΒΝ στο άλλο τραπέζι, το αποτέλεσμα {outcome} αξίζει {imps} IMP για τον άξονα ΒΝ.",
        "weighted.imps": "Σταθμισμένο, το αποτέλεσμα είναι {result} IMP για τον άξονα ΒΝ.",
        "weighted.matchpoints_outcome": "Έναντι των {count} άλλων αποτελεσμάτων της διανομής, το αποτέλεσμα {outcome} αξίζει {matchpoints} από {top} βαθμούς αγώνα για τον άξονα ΒΝ.",
        "revoke.dd_equity_short": "Βοήθημα για τον Νόμο 64Γ: με ανοιχτά φύλλα, αν ο {offender} είχε ακολουθήσει χρώμα με το καλύτερο φύλλο του στη λεβέ {trick}, ο μη υπαίτιος άξονας ({side}) θα έπαιρνε {dd} λεβέ· μετά τη μεταφορά έχει {after}, {short} λιγότερες. Οι ανοιχτές κάρτες προϋποθέτουν τέλειο παίξιμο: αν αποκαθίσταται η ισοτιμία το κρίνει ο Διαιτητής.",
        "revoke.dd_equity_restored": "Βοήθημα για τον Νόμο 64Γ: με ανοιχτά φύλλα, αν ο {offender} είχε ακολουθήσει χρώμα με το καλύτερο φύλλο του στη λεβέ {trick}, ο μη υπαίτιος άξονας ({side}) θα έπαιρνε {dd} λεβέ· μετά τη μεταφορά έχει {after}, όχι λιγότερες. Οι ανοιχτές κάρτες προϋποθέτουν τέλειο παίξιμο: αν αποκαθίσταται η ισοτιμία το κρίνει ο Διαιτητής.",
        "revoke.dd_equity_unknown": "Βοήθημα για τον Νόμο 64Γ: με ανοιχτά φύλλα, αν ο {offender} είχε ακολουθήσει χρώμα με το καλύτερο φύλλο του στη λεβέ {trick}, ο μη υπαίτιος άξονας ({side}) θα έπαιρνε {dd} λεβέ· το πρακτικό δεν δείχνει πόσες έχει μετά τη μεταφορά.",
        "claim.claim_and_concession": "Ο {claimer} διεκδικεί {claimed} από τις {remaining} υπόλοιπες λεβέ για τον άξονα {side}: η διεκδίκηση μέρους των λεβέ είναι παραχώρηση των άλλων {conceded}.",
        "claim.claim_all": "Ο {claimer} διεκδικεί και τις {remaining} υπόλοιπες λεβέ για τον άξονα {side}.",
        "claim.defender_claim": "Ο {claimer} είναι αμυνόμενος: δεν γίνεται δεκτό κανένα μέρος της διεκδίκησης που εξαρτάται από το να επιλέξει ο συμπαίκτης του ένα συγκεκριμένο παίξιμο ανάμεσα σε κανονικά παιξίματα.",
        "claim.agreed": "Οι αντίπαλοι αποδέχθηκαν τη διεκδίκηση και δεν ανακάλεσαν την αποδοχή τους: η διανομή βαθμολογείται με τις {claimed} λεβέ που διεκδικήθηκαν για τον άξονα {side}.",
        "claim.agreement_withdrawn": "Ο άξονας {side} ανακάλεσε την αποδοχή του εντός της Περιόδου Διόρθωσης: λεβέ που πιθανότατα θα κέρδιζε αν συνεχιζόταν η εκτέλεση του αποδίδεται.",
        "claim.agreement_likely": "Για ανακληθείσα αποδοχή το μέτρο είναι λεβέ που ο άξονας {side} πιθανότατα θα κέρδιζε: ο Διαιτητής σταθμίζει αν οι παρακάτω γραμμές είναι πιθανές, όχι απλώς κανονικές.",
        "claim.statement": "Ο άξονας του διεκδικούντος ακολουθεί βήμα προς βήμα τη διευκρινιστική δήλωση του {claimer}, όπως επαναλήφθηκε ({count} βήματα συνολικά)· κάθε επιλογή που αφήνει ανοιχτή κρίνεται εις βάρος του διεκδικούντος, ανάμεσα στα κανονικά παιξίματα.",
        "claim.no_statement": "Ο {claimer} δεν έκανε διευκρινιστική δήλωση: κάθε επιλογή κρίνεται εις βάρος του διεκδικούντος, ανάμεσα στα κανονικά παιξίματα.",
        "claim.trump_mentioned": "Ο {seat} έχει ακόμη ένα ατού ({card}) και η δήλωση αναφέρεται στα ατού: θεωρείται ότι ο διεκδικών το τραβά όπως δήλωσε.",
        "claim.outstanding_trump": "Ο {seat} έχει ακόμη ένα ατού ({card}) που η δήλωση δεν αναφέρει, και είναι έστω και λίγο πιθανό ότι ο διεκδικών δεν το γνώριζε: μια κανονική γραμμή μπορεί να χάσει λεβέ από αυτό.",
        "claim.trump_known": "Ο {seat} έχει ακόμη ένα ατού ({card}) που η δήλωση δεν αναφέρει, αλλά ο Διαιτητής κρίνει ότι δεν είναι πιθανό να μην το γνώριζε ο διεκδικών: θεωρείται ότι το τραβά μόλις παιχτούν τα βήματα της δήλωσής του (λεβέ που η δηλωμένη γραμμή του χάνει σε αυτό πριν από τότε παραμένει χαμένη).",
        "claim.irrational_removed": "Ο Διαιτητής κρίνει τη γραμμή {line} παράλογη για την κατηγορία του εν λόγω παίκτη: δεν συγκαταλέγεται στις κανονικές γραμμές.",
        "claim.worst_line": "Η χειρότερη κανονική γραμμή για τον διεκδικούντα, με τους αμυνόμενους να παίζουν το καλύτερο, δίνει στον άξονα {side} {tricks} από τις {remaining} λεβέ ({choices} επιλογές κρίθηκαν σε αυτήν εις βάρος του διεκδικούντος).",
        "claim.concession_cancelled": "Ο διεκδικών παραχώρησε λεβέ ({tricks}) που κανένα κανονικό παίξιμο δεν θα μπορούσε να χάσει: εντός της Περιόδου Διόρθωσης η παραχώρηση ακυρώνεται και οι λεβέ αποδίδονται στον άξονα {side}.",
        "claim.won_trick_conceded_restored": "Ο άξονας {side} παραχώρησε λεβέ ήδη παιγμένες ({tricks}) που στην πραγματικότητα είχε κερδίσει: εντός της Περιόδου Διόρθωσης η παραχώρηση ακυρώνεται και η διανομή βαθμολογείται εκ νέου με αυτές τις λεβέ στον άξονα {side}.",
        "claim.won_trick_conceded_stands": "Ο άξονας {side} παραχώρησε λεβέ ήδη παιγμένες ({tricks}) που στην πραγματικότητα είχε κερδίσει, αλλά η Περίοδος Διόρθωσης έχει λήξει: η παραχώρηση ισχύει.",
        "claim.concession_stands": "Ο διεκδικών παραχώρησε λεβέ ({tricks}) που κανένα κανονικό παίξιμο δεν θα μπορούσε να χάσει, αλλά η Περίοδος Διόρθωσης έχει λήξει: η παραχώρηση ισχύει.",
        "claim.awarded": "Ο Διαιτητής αποδίδει {awarded} από τις υπόλοιπες λεβέ στον άξονα {side} και {rest} στον άξονα {opponents}.",
        "claim.unstated_finesse": "Στη λεβέ {trick} της διεκδίκησης η χειρότερη γραμμή παίζει το {card} από τον {seat}, ενώ το {better} θα έπαιρνε περισσότερες λεβέ: γραμμή που εξαρτάται από το ποιος αντίπαλος έχει ένα φύλλο δεν γίνεται δεκτή, εκτός αν δηλώθηκε ή αν ένας αντίπαλος έχει δείξει (ή σε κάθε κανονική γραμμή θα έδειχνε) ότι δεν έχει το χρώμα.",
        "claim.unstated_line": "Με το καλύτερο παίξιμο ο άξονας {side} θα μπορούσε να πάρει {dd} λεβέ, {more} λεβέ παραπάνω από τη χειρότερη κανονική γραμμή, με γραμμή που η δήλωση δεν περιλαμβάνει (εμπάς, σκουίζ, έμπλεγμα): δεν γίνεται δεκτή όσο υπάρχει λιγότερο επιτυχής κανονική γραμμή.",
        "claim.search_incomplete": "Οι θέσεις είναι πάρα πολλές για να αποδειχθεί εδώ η χειρότερη κανονική γραμμή: η γραμμή που δείχνεται, που δίνει στον άξονα {side} {tricks}, είναι μία κανονική γραμμή και μπορεί να υπάρχει χειρότερη, αν και καμία δεν δίνει στον άξονα {side} λιγότερες από {least}· ο Διαιτητής την αναζητά και αποφαίνεται εκ νέου χωρίς όποιο παίξιμο της γραμμής κρίνει παράλογο για τον παίκτη.",
        "claim.double_dummy": "Με ανοιχτά φύλλα, με το καλύτερο παίξιμο και των τεσσάρων, ο άξονας {side} παίρνει {dd} από τις {remaining} λεβέ: βοήθημα για τον Διαιτητή, όχι το μέτρο μιας διεκδίκησης.",
        "claim.won_trick_restored": "Ο άξονας {side} συμφώνησε να χάσει λεβέ ήδη παιγμένες ({tricks}) που στην πραγματικότητα είχε κερδίσει: εντός της Περιόδου Διόρθωσης η συμφωνία ανακαλείται και η διανομή βαθμολογείται εκ νέου με αυτές τις λεβέ στον άξονα {side}.",
        "claim.suit_order": "Η Ρυθμιστική Αρχή ορίζει ότι ένα χρώμα που η δήλωση δεν διευκρίνισε θεωρείται ότι παίζεται από πάνω προς τα κάτω: ο {seat} παίζει το {higher}, όχι το {card}, και η γραμμή {line} παραλείπεται.",
        "claim.suit_order_open": "Στη λεβέ {trick} της διεκδίκησης η χειρότερη γραμμή παίζει το {card} από τον {seat}, που έχει ακόμη το {higher} του χρώματος: η δήλωση δεν διευκρινίζει τη σειρά. Όπου η Ρυθμιστική Αρχή ορίζει σειρά (για παράδειγμα από πάνω προς τα κάτω), το χρώμα θεωρείται ότι παίζεται με αυτήν και η διεκδίκηση κρίνεται εκ νέου.",
        "weighted.matchpoints": "Σταθμισμένο, το αποτέλεσμα είναι {result} από {top} βαθμούς αγώνα για τον άξονα ΒΝ ({percent}%) και {result_ew} για τον άξονα ΑΔ.",
    },
    "pl": {
        "weighted.adjusted": "Sędzia przyznaje ważony wynik rozjemczy: każdy z {count} możliwych wyników liczy się proporcjonalnie do swojej wagi.",
        "weighted.outcome": "Wynik {outcome}: {contract} rozgrywane przez {declarer}, liczba lew: {tricks}, waga {weight}: {points} pkt dla NS.",
        "weighted.total_points": "W zapisie na punkty całkowite wynik ważony wynosi {result} pkt dla NS.",
        "weighted.imps_outcome": "Wobec {other} pkt dla NS przy drugim stole wynik {outcome} jest wart {imps} IMP dla NS.",
        "weighted.imps": "Po zważeniu wynik wynosi {result} IMP dla NS.",
        "weighted.matchpoints_outcome": "Wobec {count} pozostałych zapisów w tym rozdaniu wynik {outcome} jest wart {matchpoints} z {top} punktów meczowych dla NS.",
        "revoke.dd_equity_short": "Pomoc przy przepisie 64C: w widne karty, gdyby gracz {offender} dołożył do koloru swoją najlepszą kartą w lewie {trick}, strona niewykraczająca ({side}) wzięłaby lew: {dd}; po przeniesieniu ma ich {after}, o {short} za mało. Gra w widne karty zakłada bezbłędną grę: czy wyrównanie zostało przywrócone, ocenia sędzia.",
        "revoke.dd_equity_restored": "Pomoc przy przepisie 64C: w widne karty, gdyby gracz {offender} dołożył do koloru swoją najlepszą kartą w lewie {trick}, strona niewykraczająca ({side}) wzięłaby lew: {dd}; po przeniesieniu ma ich {after}, nie mniej. Gra w widne karty zakłada bezbłędną grę: czy wyrównanie zostało przywrócone, ocenia sędzia.",
        "revoke.dd_equity_unknown": "Pomoc przy przepisie 64C: w widne karty, gdyby gracz {offender} dołożył do koloru swoją najlepszą kartą w lewie {trick}, strona niewykraczająca ({side}) wzięłaby lew: {dd}; zapis nie pokazuje, ile ma ich po przeniesieniu.",
        "claim.claim_and_concession": "Gracz {claimer} zgłasza roszczenie {claimed} z {remaining} pozostałych lew dla {side}: roszczenie części lew jest zrzeczeniem się pozostałych ({conceded}).",
        "claim.claim_all": "Gracz {claimer} zgłasza roszczenie wszystkich pozostałych lew ({remaining}) dla {side}.",
        "claim.defender_claim": "Gracz {claimer} jest obrońcą: nie uznaje się żadnej części roszczenia, która zależy od wyboru przez partnera określonego zagrania spośród normalnych zagrań.",
        "claim.agreed": "Przeciwnicy zgodzili się na roszczenie i nie wycofali zgody: rozdanie zapisuje się z lewami objętymi roszczeniem ({claimed}) dla {side}.",
        "claim.agreement_withdrawn": "Strona {side} wycofała zgodę przed upływem okresu reklamacyjnego: lewę, którą prawdopodobnie wzięłaby przy kontynuowaniu rozgrywki, przyznaje się tej stronie.",
        "claim.agreement_likely": "Przy wycofanej zgodzie miarą jest lewa, którą strona {side} prawdopodobnie by wzięła: sędzia ocenia, czy poniższe warianty są prawdopodobne, a nie tylko normalne.",
        "claim.statement": "Strona zgłaszająca roszczenie wykonuje krok po kroku oświadczenie wyjaśniające gracza {claimer}, tak jak je powtórzył (kroków: {count}); każdy wybór, który pozostawia otwarty, rozstrzyga się na niekorzyść zgłaszającego spośród normalnych zagrań.",
        "claim.no_statement": "Gracz {claimer} nie złożył oświadczenia wyjaśniającego: każdy wybór rozstrzyga się na niekorzyść zgłaszającego spośród normalnych zagrań.",
        "claim.trump_mentioned": "Gracz {seat} ma jeszcze atut ({card}), a oświadczenie wspomina o atutach: przyjmuje się, że zgłaszający ściągnie go tak, jak oświadczył.",
        "claim.outstanding_trump": "Gracz {seat} ma jeszcze atut ({card}), o którym oświadczenie nie wspomina, i jest choćby trochę prawdopodobne, że zgłaszający o nim nie wiedział: normalny wariant może oddać na niego lewę.",
        "claim.trump_known": "Gracz {seat} ma jeszcze atut ({card}), o którym oświadczenie nie wspomina, ale sędzia uznaje za nieprawdopodobne, by zgłaszający o nim nie wiedział: przyjmuje się, że go ściągnie po rozegraniu kroków swojego oświadczenia (lewa, którą jego zapowiedziany wariant odda temu atutowi wcześniej, pozostaje stracona).",
        "claim.irrational_removed": "Sędzia uznaje wariant {line} za irracjonalny dla klasy danego gracza: nie należy on do normalnych wariantów.",
        "claim.worst_line": "Najgorszy dla zgłaszającego normalny wariant, przy najlepszej obronie, daje stronie {side} {tricks} z {remaining} lew (wyborów rozstrzygniętych w nim na niekorzyść zgłaszającego: {choices}).",
        "claim.concession_cancelled": "Zgłaszający zrzekł się lew ({tricks}), których żadne normalne zagranie nie mogło oddać: przed upływem okresu reklamacyjnego zrzeczenie zostaje unieważnione, a lewy przyznaje się stronie {side}.",
        "claim.won_trick_conceded_restored": "Strona {side} zrzekła się już rozegranych lew ({tricks}), które w rzeczywistości wzięła: przed upływem okresu reklamacyjnego zrzeczenie zostaje unieważnione, a rozdanie zapisuje się ponownie z tymi lewami dla strony {side}.",
        "claim.won_trick_conceded_stands": "Strona {side} zrzekła się już rozegranych lew ({tricks}), które w rzeczywistości wzięła, ale okres reklamacyjny upłynął: zrzeczenie obowiązuje.",
        "claim.concession_stands": "Zgłaszający zrzekł się lew ({tricks}), których żadne normalne zagranie nie mogło oddać, ale okres reklamacyjny upłynął: zrzeczenie obowiązuje.",
        "claim.awarded": "Sędzia przyznaje stronie {side} {awarded} z pozostałych lew, a stronie {opponents} {rest}.",
        "claim.unstated_finesse": "W lewie {trick} roszczenia najgorszy wariant zagrywa {card} z ręki {seat}, podczas gdy {better} dałaby więcej lew: wariantu zależnego od tego, który z przeciwników ma daną kartę, nie uznaje się, chyba że został oświadczony albo przeciwnik nie dołożył do koloru (lub nie dołożyłby w każdym normalnym wariancie).",
        "claim.unstated_line": "Przy najlepszej grze strona {side} mogłaby wariantem nieobjętym oświadczeniem (impas, przymus, wpustka) wziąć łącznie lew: {dd}, czyli o {more} więcej niż w najgorszym normalnym wariancie; nie uznaje się go, dopóki istnieje mniej skuteczny normalny wariant.",
        "claim.search_incomplete": "Pozycji jest zbyt wiele, by udowodnić tu najgorszy normalny wariant: pokazany wariant, dający stronie {side} {tricks}, jest jednym z normalnych wariantów, a gorszy może istnieć, choć żaden nie daje stronie {side} mniej niż {least}; sędzia go szuka i orzeka ponownie bez zagrań tego wariantu, które uzna za irracjonalne dla tego gracza.",
        "claim.double_dummy": "W widne karty, przy najlepszej grze wszystkich czterech, strona {side} bierze {dd} z {remaining} lew: pomoc dla sędziego, a nie miara roszczenia.",
        "claim.won_trick_restored": "Strona {side} zgodziła się oddać już rozegrane lewy ({tricks}), które w rzeczywistości wzięła: przed upływem okresu reklamacyjnego zgoda zostaje wycofana, a rozdanie zapisuje się ponownie z tymi lewami dla strony {side}.",
        "claim.suit_order": "Organizacja regulująca określiła, że kolor niewyjaśniony w oświadczeniu uważa się za rozgrywany od góry: gracz {seat} zagrywa {higher}, a nie {card}, a wariant {line} zostaje pominięty.",
        "claim.suit_order_open": "W lewie {trick} roszczenia najgorszy wariant zagrywa {card} z ręki {seat}, która ma jeszcze {higher} w tym kolorze: oświadczenie nie wyjaśnia kolejności. Jeśli Organizacja Nadzorująca określiła kolejność (np. od góry), kolor uważa się za rozgrywany w tej kolejności, a roszczenie rozstrzyga się ponownie.",
        "weighted.matchpoints": "Po zważeniu wynik wynosi {result} z {top} punktów meczowych dla NS ({percent}%) i {result_ew} dla EW.",
    },
}

_NT = {"el": "ΧΑ", "pl": "BA"}
_PASS = {"el": "πάσο", "pl": "pas"}


def localise_params(params: dict, language: str) -> dict:
    """The auction and play localisation, then decimal commas and ΧΑ/BA, πάσο/pas in contracts."""
    result = step_messages_auction_play.localise_params(params, language)
    if language not in _NT:
        return result
    for name in NUMBER_PARAMS:
        if isinstance(result.get(name), str):
            result[name] = result[name].replace(".", ",")
    letters = step_messages_auction_play.RANK_LETTERS[language]
    for name in CARD_PARAMS:
        if isinstance(result.get(name), str):
            result[name] = step_messages_auction_play._CARD.sub(
                lambda m: m.group(1) + letters[m.group(2)], result[name]
            )
    for name in CONTRACT_PARAMS:
        if isinstance(result.get(name), str):
            value = re.sub(r"NT", _NT[language], result[name])
            result[name] = _PASS[language] if value == "Pass" else value
    return result
