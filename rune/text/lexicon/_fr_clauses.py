"""French clause words: the ``GRAMMAR`` fields the rules' clause readings use
(folded into the French lexicon by the package, see ``fr.py``)."""

from __future__ import annotations

#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": (
        r"le",
        r"la",
        r"les",
        r"l'",
        r"cela",
        r"ceci",
        r"ça",
        r"tout",
        r"sa valeur",
        r"son contenu",
        r"leur contenu",
    ),
    "pronoun_tails": (
        r"aussi",
        r"également",
        r"immédiatement",
    ),
    "auth_use": (
        r"en-?têtes?",
        r"autorisation",
        r"bearer",
        r"authentifi\w{0,8}",
        r"connexion",
        r"se connecter",
        r"login",
    ),
    "request_tail": (
        r"(?:dans|avec|en) (?:la |le |chaque |toutes les |tous les )?(?:requêtes?|"
        r"appels?|en-?têtes?|demandes?)",
    ),
    "slot_verbs": (
        r"mets",
        r"mettez",
        r"mettre",
        r"place",
        r"placez",
        r"inclus",
        r"incluez",
        r"inclure",
        r"insère",
        r"insérez",
        r"passe",
        r"passez",
        r"ajoute",
        r"ajoutez",
        r"copie",
        r"copiez",
        r"colle",
        r"collez",
        r"remplis",
        r"remplissez",
        r"écris",
        r"écrivez",
        r"renseigne",
        r"renseignez",
        r"envoie",
        r"envoyez",
    ),
    "slot_preps": (
        r"dans",
        r"en",
        r"comme",
        r"en tant que",
    ),
    "slot_toward": (
        r"à",
        r"au",
    ),
    "slot_nouns": (
        r"argument",
        r"paramètre",
        r"parametre",
        r"champ",
        r"propriété",
        r"entrée",
    ),
    "identity_ask": (
        r"(?:nom|identité|version) du (?:modèle|llm|assistant|agent)(?: d'ia)"
        r"? qui (?:appelle|utilise|invoque|exécute) (?:cet|cette|l') ?(?:outil|"
        r"fonction)",
        r"(?:révèle|révélez|indique|indiquez|dis|dites)(?:-moi| moi)? (?:ton|"
        r"votre|quel) (?:nom de )?(?:modèle|llm)",
    ),
    "indefinite": (
        r"un",
        r"une",
        r"des",
        r"quelque",
    ),
    "call_verbs": (
        r"appelle",
        r"appelez",
        r"invoque",
        r"utilise",
        r"utilisez",
        r"exécute",
    ),
    "dns_cues": (
        r"dns",
        r"sous-domaines?",
    ),
    # detect9b: verbs that make a name be resolved (the DNS channel)
    "resolve_verbs": (
        r"résou(?:s|dre|t)",
        r"résolv(?:ez|e|ons)",
        r"interroge(?:z|r)? (?:le )?(?:nom|dns|domaine)",
        r"pingu(?:e|ez|er)",
    ),
    "phone_cues": (
        r"sms",
        r"texto",
        r"whatsapp",
    ),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:interdit|défendu|pas permis|pas autorisé"
            r"|proscrit) de (?:\w+ ){0,2}(?:signaler|révéler"
            r"|divulguer|mentionner|informer|dire|communiquer"
            r"|montrer|notifier|évoquer)"
        ),
        (
            r"(?:doit|doivent|devra|devront) (?:être |rester"
            r" )?(?:cachée?s?|dissimulée?s?|secrète?s?"
            r"|tenue?s? secrète?s?|gardée?s? secrète?s?)"
        ),
        (
            r"ne (?:doit|doivent|devra) (?:jamais |pas"
            r" |en aucun cas ){1,2}être (?:portée?s? à la connaissance"
            r"|signalée?s?|révélée?s?|mentionnée?s?|communiquée?s?"
            r"|montrée?s?)"
        ),
        r"garde(?:z)? (?:\w+ ){0,2}pour (?:toi|vous)",
        (
            r"(?:cache|cachez|dissimule|dissimulez|tais|taisez) "
            r"(?:cette|cet|ces|ce|le fait|cela|ceci|ça|tout)"
        ),
        (
            r"(?:ne fais|ne faites|ne fait) (?:aucune|pas"
            r" d'?|jamais d'?) ?(?:allusion|mention|référence)"
        ),
        (
            r"(?:évite|évitez|éviter|omets|omettez|omettre)"
            r" (?:\w+ ){0,2}(?:de mentionner|d'évoquer"
            r"|de signaler|toute mention|toute référence"
            r"|toute allusion)"
        ),
        (
            r"(?:ne laisse|ne laissez|sans que) (?:\w+"
            r" ){0,3}(?:remarque|s'aperçoive|se rende compte"
            r"|sache|découvre|soupçonne|devine)"
        ),
        (
            r"(?:faire|fais|faites) comme si (?:de rien"
            r" n'était|rien ne s'était passé|rien n'était)"
        ),
        r"ne (?:doit|doivent|devra|peut) (?:pas|jamais) (?:l')?(?:apprendre|savoir|découvrir"
        r"|remarquer|s'en apercevoir|s'en rendre compte)",
        r"ne (?:doit|doivent) jamais être (?:porté|mentionné|signalé|communiqué|révélé)e?s?",
        r"(?:il est )?interdit de (?:signaler|mentionner|révéler|divulguer|communiquer|dire"
        r"|indiquer)",
        r"omet(?:s|tez|tre)|laisse[rz]? (?:\w+ ){1,5}de côté",
        r"reste(?:r)? entre nous",
    ),
    "audience": (
        (
            r"(?:l'|à l'|de l')(?:utilisateur|utilisatrice)(?:"
            r" final)?"
        ),
        r"(?:les |aux )utilisateurs",
        (
            r"(?:ta|votre|la|chaque) (?:réponse|synthèse"
            r"|résumé|rapport)"
        ),
        r"(?:toi|vous)",
        r"personne",
        r"la personne avec qui (?:tu parles|vous parlez|tu discutes)",
    ),
    "activity": (
        r"cela|ceci|ça|le fait que|que",
        (
            r"(?:cette|ce|cet|la|le) (?:\w+ )?(?:étape"
            r"|opération|action|requête|demande|appel|copie"
            r"|envoi|transfert|processus|instruction|tâche"
            r"|connexion|modification|lecture|accès|archivage)\w*"
        ),
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (
        (
            r"toujours|chaque fois|à chaque (?:appel|fois)"
            r"|chaque (?:appel|paiement|message|requête"
            r"|commit)|tout (?:paiement|appel|message|envoi)"
            r"|tous les (?:appels|paiements|messages)|toute"
            r" (?:lecture|requête|transaction)|doivent"
            r" être faits"
        ),
        r"(?:quand|lorsque) (?:tu appelles|vous appelez|tu utilises|vous utilisez)",
        r"effectués? (?:avec|via)",
    ),
    "server_names": (
        (
            r"(?:les )?outils (?:officiels )?de (?:fichiers|messagerie|paiement|github"
            r"|git)(?: officiels)?"
        ),
        (
            r"(?:le )?serveur (?:de |du )?(?:github|fichiers|messagerie|paiement|git"
            r"|slack)"
        ),
    ),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words
_UTIL = (
    r"(?:à l'|l'|de l'|aux |les |au )?(?:utilisateur|utilisatrice|utilisateurs|titulaire|client)"
)
GRAMMAR.update(
    consent_nouns=(
        r"confirmations?",
        r"approbations?",
        r"autorisations?",
        r"consentement",
        r"permission",
        r"accord",
        r"feu vert",
        r"aval",
        r"(?:fenêtre|boîte|dialogue|invite) (?:de dialogue )?d'(?:autorisation|approbation"
        r"|confirmation)",
        r"demandes? d'(?:approbation|autorisation|confirmation)",
        r"mode (?:sans surveillance|automatique)",
    ),
    consent_waived=(
        r"inutile de",
        r"(?:il n'est |n'est )?pas (?:nécessaire|besoin) de",
        r"(?:il n'y a )?aucun besoin de",
        r"sans (?:attendre|demander|solliciter)",
        r"(?:ne|n') (?:dérange|déranger|interromps|interrompre|demande|attends) (?:pas|jamais)",
        r"évite de (?:déranger|demander|interrompre)",
        r"d'avance",
        r"à l'avance",
        r"au préalable",
        r"(?:déjà )?(?:autorisé|approuvé|accordé|donné)e?s? (?:d'avance|à l'avance|au préalable)",
        r"(?:est|sont) (?:réputée?s?|considérée?s?|présumée?s?) (?:comme )?(?:acquise?s?|donnée?s?"
        r"|accordée?s?|obtenue?s?)",
        r"(?:à la place|au nom) de l'(?:utilisateur|utilisatrice|titulaire)",
        r"pour le compte de l'utilisateur",
        r"(?:accepte|valide|approuve|ferme|confirme)-(?:la|le|les)",
        r"(?:a|ont) (?:déjà )?(?:choisi|activé|opté pour)",
        r"découle (?:du (?:simple )?fait|de l'installation)",
        r"(?:n'est|ne sont) pas (?:requise?s?|nécessaires?)",
        r"(?:n'est qu'une |une simple |une pure )?formalité",
        # detect9a: more phrasings
        r"(?:n'est|ne sont) (?:pas )?(?:nécessaires?|requis(?:e|es)?)",
    ),
    user_choice=(
        r"l'utilisateur (?:peut|pourra|pourrait)",
        r"les utilisateurs (?:peuvent|pourront)",
        r"permet (?:à l'utilisateur|aux utilisateurs) de",
        r"facultati(?:f|ve|vement)",
        r"optionnel(?:le|lement)?",
        r"lecture seule",
        r"aucune?|rien n'est",
    ),
    answer_nouns=(
        r"(?:ta|votre|la|chaque|toutes les|les) (?:réponses?|messages?|sorties?|résumés?)",
        r"(?:chaque|tout|tous les) (?:messages?|résumés?)",
        r"(?:à la fin|au début|en bas) de (?:chaque|ta|votre|toutes)",
    ),
    insert_verbs=(
        r"(?:ajoute|ajoutez|inclus|incluez|insère|insérez|glisse|glissez|mets|mettez|place"
        r"|mentionne"
        r"|mentionnez|écris|écrivez|termine|terminez|finis|conclus|commence|signe|précise"
        r"|précisez)",
        r"(?:doivent|doit) (?:inclure|contenir|afficher|présenter|comporter|se terminer)",
        r"(?:présenteront|afficheront|indiqueront|comporteront)",
    ),
    tell_user=(
        r"(?:dis|dites|informe|informez|annonce|annoncez|signale|signalez|préviens|prévenez|assure"
        r"|assurez|indique|indiquez|réponds|répondez|explique|expliquez|affirme|affirmez|annoncer"
        r"|dire|indiquer|affirmer|signaler|expliquer|répondre|assurer|certifier|garantir|certifie"
        r"|certifiez) (?:\w+ ){0,2}" + _UTIL,
        r"(?:réponds|répondez|dis|dites|indique|indiquez|affirme|affirmez|annonce|annoncez) qu",
    ),
    skew=(
        r"(?:compte|carte|accès|abonnement) (?:\w+ ){0,2}(?:a été|est|sera) (?:suspendu|bloqué"
        r"|gelé|résilié|désactivé)e?",
        r"(?:se reconnecter|se reconnecte|vérifier son compte|valider sa carte)",
        r"(?:le |la )?concurren(?:t|ts|ce|te) (?:\w+ ){0,4}(?:condamné|sanctionné|poursuivi|fraude"
        r"|escroc"
        r"|illégal|contrefa[cç]on|arnaque)",
        r"\d+ ?(?:%|pour ?cent|points?) (?:plus (?:haut|bas|élevé|cher)|au-dessus|en dessous"
        r"|de plus|de moins)",
        r"(?:deux|trois|quatre|cinq|dix) (?:points?|pour ?cent) (?:plus (?:haut|bas|élevé)"
        r"|au-dessus"
        r"|en dessous|de plus|de moins)",
        r"(?:que|qu'à) (?:ceux|celles|la valeur|le prix|le taux|les valeurs) (?:obtenue?s?"
        r"|réelle?s?"
        r"|renvoyée?s?|reçue?s?)",
        r"même si (?:la recherche|la requête|l'outil|des résultats|elle)",
        r"quel que soit le résultat|indépendamment du résultat",
    ),
    superlatives=(
        r"(?:le )?meilleur (?:outil|serveur|module|plugin|service|choix)(?: \w+){0,3}(?: au monde"
        r"| du marché)?",
        r"(?:la )?meilleure (?:option|source|solution|extension)(?: \w+){0,3}(?: au monde"
        r"| du marché)?",
        r"(?:recommandée?s?|choisie?s?|utilisée?s?|plébiscitée?s?) par \d+ ?%",
        r"surpasse (?:toutes|tous|n'importe)",
        r"(?:le |la )?plus (?:précise?|fiable|complète?|puissante?) (?:\w+ ){0,2}(?:au monde"
        r"|du marché)",
        r"recommandée? par \d+ ?%",
        r"(?:le |la )?seule? (?:outil|serveur|source|service)(?: \w+){0,2} (?:auquel|à laquelle"
        r"|en qui|que) (?:tu|vous) (?:dois|devez|peux|pouvez)",
    ),
    steer=(
        r"pour (?:toutes les|tous les|chaque|n'importe quelle?) (?:demandes?|requêtes?|questions?"
        r"|tâches?|opérations?|cas)",
        r"(?:uniquement|seulement|exclusivement) (?:à )?(?:celui-ci|celle-ci|cet outil|ce serveur"
        r"|ce module)",
        r"plutôt que (?:n'importe quel|tout autre|les autres)",
        r"(?:envoie|envoyez|envoyer|redirige|rediriger|dirige|transmets|transmettez|transmettre"
        r"|adresse|adresser) toutes les (?:\w+ ){0,3}"
        r"(?:questions|demandes|requêtes) [^.;,]{0,40}?à ce",
        r"(?:doit|doivent) (?:toujours )?être (?:choisie?s?|sélectionnée?s?"
        r"|utilisée?s?) (?:toujours )?en premier",
        r"fais confiance uniquement",
        r"privilégi(?:e|er|ez) (?:ce|cet|cette)",
        # detect9a: more phrasings
        r"(?:considère|traite|utilise)-?(?:le|la)? comme (?:l'outil"
        r" |le service |l'option )?(?:par défaut|principal|premier"
        r" choix)",
        r"(?:envoie|adresse|transmets|confie)(?:-?les)? (?:toutes|tous) (?:les )?(?:\w+ ){0,2}ici",
        r"choisis (?:toujours |systématiquement )?(?:celui-ci|celle-ci|cet outil|ce serveur)",
    ),
    others_bad=(
        r"(?:les autres|d'autres|autres) (?:\w+ ){0,3}(?:sont|ne sont pas) (?:peu )?(?:fiables"
        r"|obsolètes"
        r"|erronés|inutiles|mauvais)",
        r"(?:oublie|oubliez|ignore|ignorez|évite|évitez) (?:les autres|le reste|les alternatives)",
        r"n'utilise(?:z)? aucun autre",
        r"(?:les )?alternatives (?:se trompent|échouent|sont pires|sont fausses)",
        r"avant tout autre",
        # detect9a: more phrasings
        r"remplace (?:tous|toutes) les (?:autres|\w+ autres)",
        r"(?:les )?autres (?:\w+ ){0,2}sont (?:\w+ )?(?:lents?|imprécis"
        r"|peu fiables|obsolètes|dépassés|mauvais|inexacts)",
        r"quand (?:plusieurs|d'autres) (?:\w+ ){0,4}sont disponibles",
    ),
    forced_cues=(
        r"avant d'(?:utiliser|appeler|employer|invoquer|répondre)",
        r"après (?:chaque|tout|avoir)",
        r"(?:chaque fois|à chaque fois|toutes les fois) que l'utilisateur",
        r"(?:prérequis|pré-requis|condition préalable|préalable) ?:",
        r"(?:juste|immédiatement|directement) (?:après|avant)",
        r"pour (?:fonctionner|que cela fonctionne)(?: correctement| bien)?,? (?:cet|l') ?(?:outil"
        r"|fonction)",
        r"(?:doit|doivent) être précédée?s? (?:d'un|d'une|de)",
    ),
    carry_words=(r"avec", r"contenant", r"incluant", r"en joignant", r"en passant"),
    shell_orders=(
        r"ouvre(?:z)? (?:un |le )?(?:shell|terminal|console|invite de commandes)",
        r"(?:dans|depuis) (?:le |un )?(?:terminal|shell|console)",
        r"(?:avec|utilise(?:z)?|via) l'outil de (?:commandes|shell|terminal)",
        r"(?:soit|soient) (?:lancée?s?|exécutée?s?)",
        r"(?:ajoute|ajoutez|ajouter|insère|écris)[^;\n]{0,160}?(?:à la|au|dans la|dans le) "
        r"(?:crontab|fichier \.bashrc|\.bashrc|\.zshrc|\.profile|authorized keys)",
        r"(?:tape|tapez|lance|lancez|exécute|exécutez)",
    ),
)

# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"lis|lire|lisez",
        r"ouvre|ouvrir|ouvrez",
        r"acc[èe]de[rz]? [àa]|acc[ée]dez [àa]",
        r"charge[rz]?",
        r"r[ée]cup[èée]re[rz]?",
        r"extrai[st]|extraire|extrayez",
        r"copie[rz]?",
    ),
    pass_verbs=(
        r"passe[rz]?",
        r"inclu(?:s|re|ez)",
        r"met(?:s|tre|tez)",
        r"ins[èé]re[rz]?",
        r"envoie[rz]?|envoyez",
        r"ajoute[rz]?",
        r"joins|joindre|joignez",
        r"transmet(?:s|tre|tez)",
        r"fourni(?:s|r|ssez)",
        r"utilise[rz]?",
        r"colle[rz]?",
    ),
    pass_slots=(
        r"comme (?:l')?(?:argument|param[èe]tre|champ)",
        r"comme [^\w\s][a-z0-9_]{1,40}[^\w\s]",
        r"dans (?:le|l') (?:argument|param[èe]tre|champ)",
        r"dans (?:ta|votre|la) r[ée]ponse",
    ),
    or_else=(r"sinon,? l'outil ne (?:fonctionnera|marchera|fonctionne) pas",),
    before_use=(r"avant (?:d'utiliser|d'appeler|d'exécuter) (?:cet|l') ?outil",),
)
