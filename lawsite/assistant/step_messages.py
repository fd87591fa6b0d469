"""The rules module's step messages in Greek and Polish, keyed like ``lawsite.rulings.MESSAGES``.

The same keys and the same ``{params}`` as the English table (tested), in the federations'
terms (shared TERMS.md, laws_content/glossary.toml): ρενόνς, λεβέ, μορ, εκτελεστής, αμυνόμενος,
τιμωρημένο φύλλο / renons, lewa, dziadek, rozgrywający, obrońca, karta przygwożdżona.
A key missing here is shown in English and marked as not yet translated.
"""

from django.utils.html import format_html
from django.utils.translation import gettext as _

from lawsite.rulings import render

from . import step_messages_auction_play, step_messages_claims

TRANSLATIONS: dict[str, dict[str, str]] = {
    "el": {
        "revoke.not_established": "Η ρενόνς του {offender} στη λεβέ {revoke_trick} δεν είναι οριστικοποιημένη: κανένα μέλος του άξονα του υπαίτιου δεν έχει παίξει ή ορίσει φύλλο στην επόμενη λεβέ, ούτε έχει κάνει ή αποδεχθεί διεκδίκηση.",
        "revoke.must_be_corrected": "Ο {offender} πρέπει να διορθώσει τη ρενόνς: το φύλλο αποσύρεται και στη θέση του παίζεται νόμιμο φύλλο.",
        "revoke.withdrawn_card_penalty": "Το φύλλο που αποσύρεται από το κρυφό χέρι του {offender}, αμυνόμενου, γίνεται μεγάλο τιμωρημένο φύλλο (Νόμος 50).",
        "revoke.withdrawn_card_replaced": "Το φύλλο που αποσύρεται από το χέρι του {offender} (του εκτελεστή ή του μορ) αντικαθίσταται χωρίς περαιτέρω επανόρθωση.",
        "revoke.later_cards_withdrawn": "Κάθε μέλος του μη υπαίτιου άξονα ({side}) μπορεί να αποσύρει χωρίς επανόρθωση φύλλο που έπαιξε μετά τη ρενόνς· ο επόμενος παίκτης του άξονα του υπαίτιου μπορεί τότε να αποσύρει το δικό του φύλλο, και το φύλλο αμυνόμενου γίνεται τιμωρημένο φύλλο.",
        "revoke.established": "Η ρενόνς του {offender} στη λεβέ {revoke_trick} είναι οριστικοποιημένη: δεν μπορεί πια να διορθωθεί και η λεβέ της ρενόνς μένει όπως παίχτηκε.",
        "revoke.established_by_claim": "Η ρενόνς του {offender} στη λεβέ {revoke_trick} είναι οριστικοποιημένη: η εκτέλεση τελείωσε με διεκδίκηση ή παραχώρηση που έκανε ή αποδέχθηκε ο άξονας του υπαίτιου.",
        "revoke.won_by_offender_and_claimed_trick": "Ο {offender} κέρδισε τη λεβέ της ρενόνς ({revoke_trick}) και ο άξονας του υπαίτιου κέρδισε μεταγενέστερη λεβέ με τη διεκδίκηση ή την παραχώρηση: στο τέλος της εκτέλεσης μεταφέρονται {tricks} λεβέ στον άξονα {side}.",
        "revoke.offending_side_won_claimed_trick": "Ο {offender} δεν κέρδισε τη λεβέ της ρενόνς ({revoke_trick}), αλλά ο άξονας του υπαίτιου κέρδισε μεταγενέστερη λεβέ με τη διεκδίκηση ή την παραχώρηση: στο τέλος της εκτέλεσης μεταφέρεται {tricks} λεβέ στον άξονα {side}.",
        "revoke.established_on_twelfth": "Η ρενόνς του {offender} στη λεβέ {revoke_trick} είναι οριστικοποιημένη.",
        "revoke.twelfth_trick_corrected": "Μια ρενόνς στη 12η λεβέ πρέπει να διορθωθεί, παρότι είναι οριστικοποιημένη, αν ανακαλυφθεί πριν επιστραφούν και τα τέσσερα χέρια στη θήκη.",
        "revoke.twelfth_trick_partner": "Αν ο {offender} έκανε τη ρενόνς πριν παίξει ο συμπαίκτης του στη 12η λεβέ, ο συμπαίκτης δεν μπορεί να επιλέξει παιχνίδι που θα μπορούσε να του έχει υποδείξει η θέα του φύλλου της ρενόνς.",
        "revoke.won_by_offender_and_later": "Ο {offender} κέρδισε τη λεβέ της ρενόνς ({revoke_trick}) και ο άξονας του υπαίτιου κέρδισε μεταγενέστερη λεβέ ({later_trick}): στο τέλος της εκτέλεσης μεταφέρονται {tricks} λεβέ στον άξονα {side}.",
        "revoke.won_by_offender": "Ο {offender} κέρδισε τη λεβέ της ρενόνς ({revoke_trick}) και ο άξονας του υπαίτιου δεν κέρδισε καμία μεταγενέστερη λεβέ: στο τέλος της εκτέλεσης μεταφέρεται {tricks} λεβέ στον άξονα {side}.",
        "revoke.offending_side_won_trick": "Ο {offender} δεν κέρδισε τη λεβέ της ρενόνς ({revoke_trick}), αλλά ο άξονας του υπαίτιου κέρδισε τη λεβέ {won_trick}: στο τέλος της εκτέλεσης μεταφέρεται {tricks} λεβέ στον άξονα {side}.",
        "revoke.transfer_pending_won_by_offender": "Ο {offender} κέρδισε τη λεβέ της ρενόνς ({revoke_trick}): στο τέλος της εκτέλεσης μεταφέρεται τουλάχιστον {tricks} λεβέ στον άξονα {side}, και μία ακόμη αν ο άξονας του υπαίτιου κερδίσει οποιαδήποτε μεταγενέστερη λεβέ. Η μεταφορά δεν κρίνεται πριν γίνει γνωστό ποιος κέρδισε τις λεβέ {first} έως 13.",
        "revoke.transfer_pending_no_trick_yet": "Ο άξονας του υπαίτιου ({offending_side}) δεν έχει κερδίσει καμία από τις λεβέ {revoke_trick} έως {last}: στο τέλος της εκτέλεσης μεταφέρεται μία λεβέ στον άξονα {side} αν κερδίσει οποιαδήποτε από τις λεβέ {first} έως 13, καμία αν δεν κερδίσει καμία. Η μεταφορά δεν κρίνεται πριν γίνει γνωστό ποιος κέρδισε αυτές τις λεβέ.",
        "revoke.no_rectification.no_trick_won": "Ο άξονας του υπαίτιου ({offending_side}) δεν κέρδισε ούτε τη λεβέ της ρενόνς ({revoke_trick}) ούτε καμία μεταγενέστερη: δεν μεταφέρεται καμία λεβέ.",
        "revoke.no_rectification.subsequent_same_suit": "Πρόκειται για επόμενη ρενόνς του {offender} στο ίδιο χρώμα: γι' αυτήν δεν μεταφέρεται καμία λεβέ.",
        "revoke.no_rectification.faced_card": "Η ρενόνς ήταν παράλειψη να παιχτεί τιμωρημένο φύλλο ή φύλλο από το χέρι του μορ: δεν μεταφέρεται καμία λεβέ.",
        "revoke.no_rectification.dummy_card": "Ο {offender} είναι ο μορ: η ρενόνς ήταν παράλειψη να παιχτεί φύλλο από το χέρι του μορ, άρα δεν μεταφέρεται καμία λεβέ.",
        "revoke.no_rectification.call_on_next_board": "Η προσοχή επιστήθηκε στη ρενόνς για πρώτη φορά αφού ο μη υπαίτιος άξονας έκανε δήλωση στην επόμενη διανομή: δεν μεταφέρεται καμία λεβέ.",
        "revoke.no_rectification.after_round": "Η προσοχή επιστήθηκε στη ρενόνς για πρώτη φορά μετά το τέλος του γύρου: δεν μεταφέρεται καμία λεβέ.",
        "revoke.no_rectification.twelfth_trick": "Η ρενόνς έγινε στη 12η λεβέ: δεν μεταφέρεται καμία λεβέ.",
        "revoke.no_rectification.both_sides": "Και οι δύο άξονες έκαναν ρενόνς σε αυτή τη διανομή: δεν μεταφέρεται καμία λεβέ.",
        "revoke.equity": "Αν ο μη υπαίτιος άξονας ({side}) δεν αποζημιώνεται επαρκώς για τη ζημιά που προκάλεσε η ρενόνς, ο Διαιτητής επιδικάζει διορθωμένο αποτέλεσμα.",
        "revoke.established_by_agreed_claim": "Η ρενόνς του {offender} στη λεβέ {revoke_trick} είναι οριστικοποιημένη: ένα μέλος του άξονα του υπαίτιου αποδέχθηκε τη διεκδίκηση ή την παραχώρηση των αντιπάλων.",
        "revoke.twelfth_trick_partner_16C": "Αν ο {offender} έκανε τη ρενόνς πριν παίξει ο συμπαίκτης του στη 12η λεβέ, ό,τι έμαθε ο συμπαίκτης βλέποντας το φύλλο της ρενόνς είναι πληροφορία από ανακληθέν παιχνίδι: εφαρμόζεται ο Νόμος 16Γ.",
        "revoke.no_rectification.declarer_faced_card": "Ο {offender} δεν έπαιξε φύλλο του δικού του χεριού που είχε εκθέσει στο τραπέζι: κατά τη διατύπωση του 2007, δεν μεταφέρεται καμία λεβέ όταν η ρενόνς είναι παράλειψη να παιχτεί οποιοδήποτε φύλλο εκτεθειμένο στο τραπέζι.",
        "revoke.both_revoked_same_trick": "Και οι δύο άξονες έκαναν ρενόνς σε αυτή τη λεβέ και μόνο ο ένας έχει παίξει στην επόμενη λεβέ: διορθώνονται και οι δύο ρενόνς, και το φύλλο που αποσύρει αμυνόμενος γίνεται τιμωρημένο φύλλο.",
        "revoke.no_rectification.corrected_same_trick": "Η ρενόνς διορθώθηκε επειδή και οι δύο άξονες έκαναν ρενόνς στην ίδια λεβέ: δεν μεταφέρεται καμία λεβέ.",
        "revoke.equity_subsequent_same_suit": "Ο {offender} έκανε ξανά ρενόνς στο ίδιο χρώμα, για την οποία δεν μεταφέρεται λεβέ: ο Διαιτητής εξετάζει να δώσει στον μη υπαίτιο άξονα ({side}), με διορθωμένο αποτέλεσμα, ό,τι του στοίχισε αυτή η μεταγενέστερη ρενόνς.",
        "revoke.equity_both_sides": "Και οι δύο άξονες έκαναν ρενόνς σε αυτή τη διανομή, άρα δεν μεταφέρεται καμία λεβέ: ο Διαιτητής εξετάζει διορθωμένο αποτέλεσμα όπου ένας άξονας ζημιώθηκε από τη ρενόνς του άλλου.",
        "dummy.violated_limitation_own_initiative": "Ο μορ ({dummy}) παραβίασε πρώτα έναν περιορισμό του Νόμου 43Α2, για παράδειγμα κοιτάζοντας με δική του πρωτοβουλία τα φύλλα ενός αμυνόμενου.",
        "dummy.violated_limitation": "Ο μορ ({dummy}) παραβίασε πρώτα έναν περιορισμό του Νόμου 43Α2, για παράδειγμα κοιτάζοντας τα φύλλα ενός αμυνόμενου.",
        "dummy.asked_about_revoke": "Έπειτα ο μορ ρώτησε τον εκτελεστή ({declarer}) για την αδυναμία του να ακολουθήσει χρώμα στη λεβέ {revoke_trick}: η ρενόνς πρέπει να διορθωθεί, και ο Νόμος 64 εφαρμόζεται σαν να ήταν οριστικοποιημένη, μετρώντας μόνο λεβέ που κερδήθηκαν από τη λεβέ {question_trick} και μετά.",
        "dummy.only_later_trick_eligible": "Ο {offender} κέρδισε τη λεβέ της ρενόνς ({revoke_trick}), αλλά μόνο λεβέ από τη λεβέ {question_trick} και μετά μπορούν να μεταφερθούν: ο άξονας του υπαίτιου κέρδισε τη λεβέ {later_trick}, άρα μεταφέρεται {tricks} λεβέ στον άξονα {side}.",
        "dummy.no_eligible_trick": "Ο άξονας του υπαίτιου ({offending_side}) δεν κέρδισε καμία λεβέ από τη λεβέ {question_trick} και μετά: δεν μεταφέρεται καμία λεβέ.",
        "dummy.may_ask_about_revoke": "Ο μορ ({dummy}), που δεν έχει παραβιάσει κανέναν περιορισμό του Νόμου 43Α2, μπορεί να ρωτήσει τον εκτελεστή ({declarer}) αν δεν έχει το χρώμα στη λεβέ {revoke_trick}.",
        "dummy.drew_attention_after_violation": "Έπειτα ο μορ ({dummy}) επέστησε την προσοχή σε παρατυπία αμυνόμενου: η εκτέλεση συνεχίζεται χωρίς τη συνήθη επανόρθωση αυτής της παρατυπίας.",
        "dummy.lead_accepted": "Η έξοδος εκτός σειράς του αμυνόμενου γίνεται δεκτή.",
        "dummy.card_back_to_hand": "Το εκτεθειμένο φύλλο του αμυνόμενου επιστρέφει στο χέρι χωρίς περιορισμούς: δεν είναι τιμωρημένο φύλλο.",
        "dummy.revoke_still_corrected": "Μια μη οριστικοποιημένη ρενόνς αμυνόμενου πρέπει ωστόσο να διορθωθεί.",
        "dummy.information_authorised": "Η πληροφορία από οποιαδήποτε ανακληθείσα ενέργεια είναι θεμιτή και για τους δύο άξονες.",
        "dummy.split_score": "Αν οι αμυνόμενοι ({side}) ωφελήθηκαν από την παρατυπία τους που δεν επανορθώθηκε, ο Διαιτητής διορθώνει μόνο το δικό τους αποτέλεσμα· ο άξονας του εκτελεστή κρατά το αποτέλεσμα του τραπεζιού (διπλή βαθμολογία).",
        "dummy.may_not_draw_attention": "Ο μορ ({dummy}) δεν επιτρέπεται να επιστήσει την προσοχή σε παρατυπία κατά την εκτέλεση, αλλά αφού δεν παραβίασε πρώτα κανέναν περιορισμό του Νόμου 43Α2, η παρατυπία του αμυνόμενου επανορθώνεται σύμφωνα με τους σχετικούς Νόμους.",
        "dummy.defender_lead_out_of_turn": "Ο εκτελεστής μπορεί να δεχθεί την έξοδο εκτός σειράς του αμυνόμενου ή να απαιτήσει να αποσυρθεί· το φύλλο που αποσύρεται γίνεται τιμωρημένο φύλλο.",
        "dummy.defender_card_exposed": "Το φύλλο που εξέθεσε ο αμυνόμενος γίνεται τιμωρημένο φύλλο (Νόμος 50).",
        "dummy.defender_withdrawn_card_penalty": "Το φύλλο που αποσύρει ο αμυνόμενος για να διορθώσει τη ρενόνς γίνεται μεγάλο τιμωρημένο φύλλο (Νόμος 50).",
        "dummy.procedural_penalty": "Ο Διαιτητής μπορεί να επιβάλει διαδικαστική ποινή στον άξονα του εκτελεστή ({side}).",
        "lead.options": "Ο εκτελεστής έκανε έξοδο εκτός σειράς από το χέρι του {led_from} ενώ έπρεπε να βγει ο {proper_leader}: οποιοσδήποτε αμυνόμενος μπορεί να δεχθεί την έξοδο (Νόμος 53) ή να απαιτήσει να αποσυρθεί (μετά από λανθασμένη πληροφόρηση, βλ. Νόμο 47Ε1).",
        "lead.choices_differ": "Οι αμυνόμενοι επέλεξαν διαφορετικά: επικρατεί η επιλογή του {seat}, που έχει σειρά να παίξει μετά τη λάθος έξοδο.",
        "lead.choice_stands": "Ισχύει η επιλογή του {seat}.",
        "lead.accepted": "Η έξοδος γίνεται δεκτή και θεωρείται σωστή έξοδος· επόμενος παίζει ο {next_seat}.",
        "lead.retracted_defender_turn": "Η έξοδος αποσύρεται: ο εκτελεστής επαναφέρει το φύλλο στο χέρι από το οποίο βγήκε ({led_from}) χωρίς περαιτέρω επανόρθωση, και βγαίνει ο {proper_leader}.",
        "lead.retracted_wrong_hand": "Η έξοδος αποσύρεται: ο εκτελεστής αποσύρει το φύλλο και πρέπει να κάνει έξοδο από το σωστό χέρι ({proper_leader}).",
        "lead.information_from_infraction": "Αν ο εκτελεστής υιοθετήσει γραμμή εκτέλεσης που θα μπορούσε να έχει βασιστεί σε πληροφορίες που έλαβε από την παράβασή του, εφαρμόζεται ο Νόμος 16.",
        "defective.supply_card": "Ο {offender} δεν έπαιξε φύλλο στη λεβέ και τώρα τη συμπληρώνει με νόμιμο φύλλο.",
        "defective.too_many_early": "Ο {offender} έπαιξε περισσότερα από ένα φύλλα στη λεβέ: εφαρμόζεται ο Νόμος 45Ε (πέμπτο φύλλο σε λεβέ) ή ο Νόμος 58Β (φύλλα που παίχτηκαν ταυτόχρονα).",
        "defective.exposed_card_penalty": "Το επιπλέον φύλλο του αμυνόμενου που έγινε ορατό γίνεται τιμωρημένο φύλλο (Νόμος 50).",
        "defective.director_determines": "Η προσοχή επιστήθηκε αφού και οι δύο άξονες έπαιξαν στην επόμενη λεβέ: ο Διαιτητής καθορίζει ποια λεβέ ήταν ελαττωματική.",
        "defective.must_play_suit_led": "Ο {offender} έχει φύλλο στο χρώμα της εξόδου: ανοίγει ένα της επιλογής του και το τοποθετεί μαζί με τα φύλλα που έχει παίξει· αυτό δεν αλλάζει ποιος κέρδισε τη λεβέ.",
        "defective.any_card": "Ο {offender} δεν έχει φύλλο στο χρώμα της εξόδου: ανοίγει οποιοδήποτε φύλλο και το τοποθετεί μαζί με τα φύλλα που έχει παίξει· αυτό δεν αλλάζει ποιος κέρδισε τη λεβέ.",
        "defective.deemed_revoke_pending": "Ο {offender} θεωρείται ότι έκανε ρενόνς στην ελαττωματική λεβέ: μεταφέρεται μία λεβέ στον άξονα {side} αν ο άξονας του υπαίτιου κέρδισε την ελαττωματική λεβέ ή οποιαδήποτε μεταγενέστερη, καμία αν δεν κέρδισε καμία. Η μεταφορά δεν κρίνεται πριν γίνει γνωστό ποιος κέρδισε την ελαττωματική λεβέ και κάθε λεβέ μετά από αυτήν.",
        "defective.deemed_revoke": "Ο {offender} θεωρείται ότι έκανε ρενόνς στην ελαττωματική λεβέ: μεταφέρεται {tricks} λεβέ στον άξονα {side}.",
        "defective.deemed_revoke_no_trick": "Ο {offender} θεωρείται ότι έκανε ρενόνς στην ελαττωματική λεβέ, αλλά ο άξονας του υπαίτιου ({offending_side}) δεν κέρδισε καμία λεβέ από τη λεβέ {trick} και μετά: δεν μεταφέρεται καμία λεβέ.",
        "defective.keep_visible_card": "Ο {offender} αφήνει μαζί με τα φύλλα που έχει παίξει το φύλλο που φάνηκε όταν έπαιξε στην ελαττωματική λεβέ (αν αυτό δεν μπορεί να εξακριβωθεί, το υψηλότερο φύλλο που μπορούσε νόμιμα να παίξει) και επιστρέφει τα υπόλοιπα στο χέρι του· το ποιος κέρδισε τη λεβέ δεν αλλάζει.",
        "defective.restored_card_owned": "Φύλλο που επιστρέφει στο χέρι θεωρείται ότι ανήκε συνεχώς στο χέρι του {offender}: αν δεν το έπαιξε σε προηγούμενη λεβέ, μπορεί να πρόκειται για ρενόνς.",
        "defective.restored_card_penalty": "Το φύλλο του {offender}, αμυνόμενου, που επέστρεψε στο χέρι είχε εκτεθεί: γίνεται τιμωρημένο φύλλο.",
    },
    "pl": {
        "revoke.not_established": "Renons gracza {offender} w lewie {revoke_trick} nie jest uprawomocniony: żaden gracz strony wykraczającej nie zagrał ani nie wskazał karty do następnej lewy, nie zgłosił też roszczenia ani się na nie nie zgodził.",
        "revoke.must_be_corrected": "Gracz {offender} musi poprawić renons: karta zostaje wycofana i zastąpiona kartą dołożoną przepisowo.",
        "revoke.withdrawn_card_penalty": "Karta wycofana z zakrytej ręki gracza {offender}, obrońcy, staje się dużą kartą przygwożdżoną (przepis 50).",
        "revoke.withdrawn_card_replaced": "Karta wycofana z ręki gracza {offender} (rozgrywającego lub dziadka) zostaje zastąpiona bez dalszego sprostowania.",
        "revoke.later_cards_withdrawn": "Każdy gracz strony niewykraczającej ({side}) może bez sprostowania wycofać kartę zagraną po renonsie; następny gracz strony wykraczającej może wtedy wycofać swoją kartę, a wycofana karta obrońcy staje się kartą przygwożdżoną.",
        "revoke.established": "Renons gracza {offender} w lewie {revoke_trick} jest uprawomocniony: nie można go już poprawić, a lewa z renonsem pozostaje taka, jak ją zagrano.",
        "revoke.established_by_claim": "Renons gracza {offender} w lewie {revoke_trick} jest uprawomocniony: rozgrywka zakończyła się roszczeniem albo zrzeczeniem, które strona wykraczająca zgłosiła albo na które się zgodziła.",
        "revoke.won_by_offender_and_claimed_trick": "Gracz {offender} wziął lewę z renonsem ({revoke_trick}), a strona wykraczająca wzięła późniejszą lewę dzięki roszczeniu albo zrzeczeniu: po zakończeniu rozgrywki {tricks} lewy zostają przeniesione na rzecz {side}.",
        "revoke.offending_side_won_claimed_trick": "Gracz {offender} nie wziął lewy z renonsem ({revoke_trick}), ale strona wykraczająca wzięła późniejszą lewę dzięki roszczeniu albo zrzeczeniu: po zakończeniu rozgrywki {tricks} lewa zostaje przeniesiona na rzecz {side}.",
        "revoke.established_on_twelfth": "Renons gracza {offender} w lewie {revoke_trick} jest uprawomocniony.",
        "revoke.twelfth_trick_corrected": "Renons w dwunastej lewie trzeba poprawić, choć jest uprawomocniony, jeżeli wykryto go, zanim wszystkie cztery ręce wróciły do pudełka.",
        "revoke.twelfth_trick_partner": "Jeżeli gracz {offender} popełnił renons, zanim jego partner zagrał w dwunastej lewie, partner nie może wybrać zagrania, które mógł mu podsunąć widok karty renonsowej.",
        "revoke.won_by_offender_and_later": "Gracz {offender} wziął lewę z renonsem ({revoke_trick}), a strona wykraczająca wzięła późniejszą lewę ({later_trick}): po zakończeniu rozgrywki {tricks} lewy zostają przeniesione na rzecz {side}.",
        "revoke.won_by_offender": "Gracz {offender} wziął lewę z renonsem ({revoke_trick}), a strona wykraczająca nie wzięła żadnej późniejszej lewy: po zakończeniu rozgrywki {tricks} lewa zostaje przeniesiona na rzecz {side}.",
        "revoke.offending_side_won_trick": "Gracz {offender} nie wziął lewy z renonsem ({revoke_trick}), ale strona wykraczająca wzięła lewę {won_trick}: po zakończeniu rozgrywki {tricks} lewa zostaje przeniesiona na rzecz {side}.",
        "revoke.transfer_pending_won_by_offender": "Gracz {offender} wziął lewę z renonsem ({revoke_trick}): po zakończeniu rozgrywki co najmniej {tricks} lewa zostaje przeniesiona na rzecz {side}, a jeszcze jedna, jeśli strona wykraczająca weźmie jakąkolwiek późniejszą lewę. Przeniesienie nie jest przesądzone, dopóki nie wiadomo, kto wziął lewy od {first} do 13.",
        "revoke.transfer_pending_no_trick_yet": "Strona wykraczająca ({offending_side}) nie wzięła żadnej z lew od {revoke_trick} do {last}: po zakończeniu rozgrywki jedna lewa zostaje przeniesiona na rzecz {side}, jeśli strona wykraczająca weźmie którąkolwiek z lew od {first} do 13, a żadna, jeśli nie weźmie żadnej. Przeniesienie nie jest przesądzone, dopóki nie wiadomo, kto wziął te lewy.",
        "revoke.no_rectification.no_trick_won": "Strona wykraczająca ({offending_side}) nie wzięła ani lewy z renonsem ({revoke_trick}), ani żadnej późniejszej: żadna lewa nie jest przenoszona.",
        "revoke.no_rectification.subsequent_same_suit": "To kolejny renons gracza {offender} w tym samym kolorze: za niego żadna lewa nie jest przenoszona.",
        "revoke.no_rectification.faced_card": "Renons polegał na niezagraniu karty przygwożdżonej albo karty z ręki dziadka: żadna lewa nie jest przenoszona.",
        "revoke.no_rectification.dummy_card": "{offender} to dziadek: renons polegał na niezagraniu karty z ręki dziadka, więc żadna lewa nie jest przenoszona.",
        "revoke.no_rectification.call_on_next_board": "Na renons zwrócono uwagę dopiero wtedy, gdy strona niewykraczająca złożyła już odzywkę w następnym rozdaniu: żadna lewa nie jest przenoszona.",
        "revoke.no_rectification.after_round": "Na renons zwrócono uwagę dopiero po zakończeniu rundy: żadna lewa nie jest przenoszona.",
        "revoke.no_rectification.twelfth_trick": "Renons popełniono w dwunastej lewie: żadna lewa nie jest przenoszona.",
        "revoke.no_rectification.both_sides": "W tym rozdaniu renons popełniły obie strony: żadna lewa nie jest przenoszona.",
        "revoke.equity": "Jeżeli strona niewykraczająca ({side}) nie otrzymała wystarczającej rekompensaty za szkodę wyrządzoną renonsem, sędzia przyznaje wynik rozjemczy.",
        "revoke.established_by_agreed_claim": "Renons gracza {offender} w lewie {revoke_trick} jest uprawomocniony: członek strony wykraczającej zgodził się na roszczenie albo zrzeczenie przeciwników.",
        "revoke.twelfth_trick_partner_16C": "Jeżeli gracz {offender} popełnił renons, zanim jego partner zagrał w dwunastej lewie, to, czego partner dowiedział się, widząc kartę renonsu, jest informacją z wycofanego zagrania: stosuje się przepis 16C.",
        "revoke.no_rectification.declarer_faced_card": "Gracz {offender} nie zagrał karty z własnej ręki, którą wyłożył odkrytą na stół: w brzmieniu z 2007 roku żadna lewa nie jest przenoszona za niezagranie jakiejkolwiek karty odkrytej na stole.",
        "revoke.both_revoked_same_trick": "Obie strony popełniły renons w tej lewie, a tylko jedna zagrała już do następnej lewy: oba renonsy zostają poprawione, a karta wycofana przez obrońcę staje się kartą przygwożdżoną.",
        "revoke.no_rectification.corrected_same_trick": "Renons został poprawiony, ponieważ obie strony popełniły renons w tej samej lewie: żadna lewa nie jest przenoszona.",
        "revoke.equity_subsequent_same_suit": "Gracz {offender} ponownie popełnił renons w tym samym kolorze, za który nie przenosi się lewy: sędzia rozważa przyznanie stronie niewykraczającej ({side}) wynikiem rozjemczym tego, co kosztował ją ten późniejszy renons.",
        "revoke.equity_both_sides": "Obie strony popełniły renons w tym rozdaniu, więc żadna lewa nie jest przenoszona: sędzia rozważa wynik rozjemczy tam, gdzie strona poniosła szkodę wskutek renonsu drugiej strony.",
        "dummy.violated_limitation_own_initiative": "Dziadek ({dummy}) najpierw naruszył ograniczenie z przepisu 43A2, na przykład oglądając z własnej inicjatywy karty obrońcy.",
        "dummy.violated_limitation": "Dziadek ({dummy}) najpierw naruszył ograniczenie z przepisu 43A2, na przykład oglądając karty obrońcy.",
        "dummy.asked_about_revoke": "Następnie dziadek zapytał rozgrywającego ({declarer}) o niedołożenie do koloru w lewie {revoke_trick}: renons musi zostać poprawiony, a przepis 64 stosuje się tak, jakby renons był uprawomocniony, licząc tylko lewy wzięte od lewy {question_trick} włącznie.",
        "dummy.only_later_trick_eligible": "Gracz {offender} wziął lewę z renonsem ({revoke_trick}), ale przeniesione mogą być tylko lewy od lewy {question_trick} włącznie: strona wykraczająca wzięła lewę {later_trick}, więc {tricks} lewa zostaje przeniesiona na rzecz {side}.",
        "dummy.no_eligible_trick": "Strona wykraczająca ({offending_side}) nie wzięła żadnej lewy od lewy {question_trick} włącznie: żadna lewa nie jest przenoszona.",
        "dummy.may_ask_about_revoke": "Dziadek ({dummy}), który nie naruszył żadnego ograniczenia z przepisu 43A2, może zapytać rozgrywającego ({declarer}) o niedołożenie do koloru w lewie {revoke_trick}.",
        "dummy.drew_attention_after_violation": "Następnie dziadek ({dummy}) zwrócił uwagę na nieprawidłowość obrońcy: gra toczy się dalej bez zwykłego sprostowania tej nieprawidłowości.",
        "dummy.lead_accepted": "Wyjście obrońcy poza kolejnością zostaje przyjęte.",
        "dummy.card_back_to_hand": "Odsłonięta karta obrońcy wraca do ręki bez ograniczeń: nie jest kartą przygwożdżoną.",
        "dummy.revoke_still_corrected": "Nieuprawomocniony renons obrońcy musi jednak zostać poprawiony.",
        "dummy.information_authorised": "Informacja z każdego wycofanego działania jest dozwolona dla obu stron.",
        "dummy.split_score": "Jeżeli obrońcy ({side}) zyskali na tym, że ich nieprawidłowość nie podlegała sprostowaniu, sędzia przyznaje wynik rozjemczy tylko im; strona rozgrywającego zachowuje wynik uzyskany przy stole (różne zapisy dla obu stron).",
        "dummy.may_not_draw_attention": "Dziadek ({dummy}) nie może w trakcie rozgrywki zwracać uwagi na nieprawidłowości, ale ponieważ wcześniej nie naruszył żadnego ograniczenia z przepisu 43A2, nieprawidłowość obrońcy podlega właściwym przepisom.",
        "dummy.defender_lead_out_of_turn": "Rozgrywający może przyjąć wyjście obrońcy poza kolejnością albo zażądać jego wycofania; wycofana karta staje się kartą przygwożdżoną.",
        "dummy.defender_card_exposed": "Karta odsłonięta przez obrońcę staje się kartą przygwożdżoną (przepis 50).",
        "dummy.defender_withdrawn_card_penalty": "Karta, którą obrońca wycofuje, poprawiając renons, staje się dużą kartą przygwożdżoną (przepis 50).",
        "dummy.procedural_penalty": "Sędzia może ukarać stronę rozgrywającego ({side}) karą proceduralną.",
        "lead.options": "Rozgrywający wyszedł poza kolejnością z ręki {led_from}, gdy wychodzić powinien {proper_leader}: każdy z obrońców może przyjąć wyjście (przepis 53) albo zażądać jego wycofania (po błędnym wyjaśnieniu zob. przepis 47E1).",
        "lead.choices_differ": "Obrońcy wybrali różnie: rozstrzyga wybór gracza {seat}, następnego w kolejności po nieprzepisowym wyjściu.",
        "lead.choice_stands": "Obowiązuje wybór gracza {seat}.",
        "lead.accepted": "Wyjście zostaje przyjęte i traktuje się je jak przepisowe; następny gra {next_seat}.",
        "lead.retracted_defender_turn": "Wyjście zostaje wycofane: rozgrywający zwraca kartę do ręki, z której wyszedł ({led_from}), bez dalszego sprostowania, a wychodzi {proper_leader}.",
        "lead.retracted_wrong_hand": "Wyjście zostaje wycofane: rozgrywający cofa kartę i musi wyjść z właściwej ręki ({proper_leader}).",
        "lead.information_from_infraction": "Jeżeli rozgrywający obierze plan rozgrywki, który mógł się opierać na informacji uzyskanej dzięki wykroczeniu, stosuje się przepis 16.",
        "defective.supply_card": "Gracz {offender} nie dołożył karty do lewy i teraz uzupełnia ją kartą dołożoną przepisowo.",
        "defective.too_many_early": "Gracz {offender} zagrał do lewy więcej niż jedną kartę: stosuje się przepis 45E (piąta karta w lewie) albo przepis 58B (jednoczesne zagranie kilku kart).",
        "defective.exposed_card_penalty": "Dodatkowa karta obrońcy, która była widoczna, staje się kartą przygwożdżoną (przepis 50).",
        "defective.director_determines": "Na nieprawidłowość zwrócono uwagę po zagraniu obu stron w następnej lewie: sędzia ustala, która lewa była wadliwa.",
        "defective.must_play_suit_led": "Gracz {offender} ma kartę w kolorze wyjścia: odsłania wybraną kartę w tym kolorze i umieszcza ją wśród swoich zgranych kart; nie zmienia to przynależności lewy.",
        "defective.any_card": "Gracz {offender} nie ma karty w kolorze wyjścia: odsłania dowolnie wybraną kartę i umieszcza ją wśród swoich zgranych kart; nie zmienia to przynależności lewy.",
        "defective.deemed_revoke_pending": "Uważa się, że gracz {offender} popełnił renons w wadliwej lewie: jedna lewa zostaje przeniesiona na rzecz {side}, jeśli strona wykraczająca wzięła wadliwą lewę lub którąkolwiek późniejszą, a żadna, jeśli nie wzięła żadnej. Przeniesienie nie jest przesądzone, dopóki nie wiadomo, kto wziął wadliwą lewę i każdą następną.",
        "defective.deemed_revoke": "Uważa się, że gracz {offender} popełnił fałszywy renons w wadliwej lewie: {tricks} lewa zostaje przeniesiona na rzecz {side}.",
        "defective.deemed_revoke_no_trick": "Uważa się, że gracz {offender} popełnił fałszywy renons w wadliwej lewie, ale strona wykraczająca ({offending_side}) nie wzięła żadnej lewy od lewy {trick} włącznie: żadna lewa nie jest przenoszona.",
        "defective.keep_visible_card": "Gracz {offender} pozostawia wśród zgranych kart kartę widoczną podczas zagrywania do wadliwej lewy (jeżeli nie da się tego ustalić, najstarszą, jaką mógł w tej lewie przepisowo zagrać), a pozostałe przyłącza do ręki; przynależność lewy nie ulega zmianie.",
        "defective.restored_card_owned": "Kartę przyłączoną do ręki uważa się za należącą nieprzerwanie do ręki gracza {offender}: zagranie innej karty zamiast niej we wcześniejszej lewie może stanowić fałszywy renons.",
        "defective.restored_card_penalty": "Przyłączona do ręki karta gracza {offender}, obrońcy, została odsłonięta: staje się kartą przygwożdżoną.",
    },
}


for _language, _table in step_messages_auction_play.TRANSLATIONS.items():
    TRANSLATIONS[_language].update(_table)
for _language, _table in step_messages_claims.TRANSLATIONS.items():
    TRANSLATIONS[_language].update(_table)


def step_text(step: dict, language: str) -> tuple[str, bool]:
    """(text in ``language``, True when it fell back to English)."""
    table = TRANSLATIONS.get(language, {})
    if step["key"] in table:
        params = step_messages_claims.localise_params(step.get("params", {}), language)
        return render(step["key"], params, table), False
    return step["text"], language != "en"


def translated_ruling(ruling: dict, language: str) -> dict:
    """A ruling dict whose steps read in ``language`` (English where a message is not yet translated)."""
    steps = []
    for step in ruling["steps"]:
        text, untranslated = step_text(step, language)
        steps.append({**step, "text": text, "untranslated": untranslated})
    return {**ruling, "steps": steps}


def facts_error_text(message: str, language: str):
    """A refusal of the rules module (English only) for a form: marked as English, and said to be, on a page in
    another language."""
    if language == "en":
        return message
    return format_html(
        '<span lang="en">{}</span> <small class="missing">{}</small>', message, _("(English: not yet translated)")
    )
