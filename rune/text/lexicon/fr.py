"""French phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon

LEXICON = Lexicon(
    lang="fr",
    override=(
        r"ne (?:suis|suivez|respecte|respectez) (?:plus|pas) (?:les |tes |vos )?(?:instructions"
        r"|consignes|règles) (?:précédentes|antérieures|initiales|du système)",
        r"(?:il faut|vous devez|tu dois) (?:ignorer|oublier) (?:toutes )?(?:les )?(?:instructions"
        r"|consignes|règles) (?:précédentes|antérieures|initiales|du système)",
        r"les (?:instructions|consignes|règles) (?:précédentes|antérieures|initiales) (?:sont|ne "
        r"sont plus) (?:annulées|caduques|valables|remplacées)",
        r"(?:ces|les) (?:instructions|consignes) (?:suivantes )?(?:prévalent|priment|ont la "
        r"priorité) sur (?:toutes )?(?:les )?(?:\w+ )?(?:instructions|consignes|règles)",
        r"(?:ignore|ignorez|oublie|oubliez) tout ce qui (?:précède|a été dit|est écrit ci-dessus)",
        r"(?:ignore|ignorez|ignorer|oublie|oubliez|oublier|néglige|négligez) "
        r"(?:toutes )?(?:les |tes |vos )?(?:instructions|consignes|règles|directives)"
        r" (?:précédentes|antérieures|initiales|originales|du système|ci-dessus)",
        r"ne (?:tiens|tenez) (?:pas|plus) compte (?:des|de tes|de vos) (?:instructions"
        r"|consignes)",
        r"(?:désactive|désactivez|désactiver|contourne|contournez|contourner) "
        r"(?:tous |toutes )?(?:les )?(?:filtres|contrôles|garde-fous|protections"
        r"|restrictions) de sécurité",
    ),
    role=(
        r"(?:tu es|vous êtes) (?:maintenant |désormais )?en mode (?:développeur|dan"
        r"|sans restrictions?|maintenance|administrateur)",
        r"dorénavant,? (?:tu|vous) (?:es|êtes|dois|devez|ignores|ignorez)",
        r"tu es (?:maintenant|désormais) (?:un|une|le|la|en)",
        r"vous êtes (?:maintenant|désormais) (?:un|une|le|la|en)",
        r"à partir de maintenant,? (?:tu|vous)",
        r"mode (?:dan|sans restriction|sans restrictions)",
        r"mode développeur (?:activé|enclenché)",
        r"nouvelles instructions ?:",
        r"(?:agis|agissez) en tant qu'(?:administrateur|root|superutilisateur)",
    ),
    impersonation=(r"message important de l'utilisateur pour (?:toi|vous)",),
    conceal=(
        r"ne (?:le |lui |leur )?(?:dis|dites|mentionne|mentionnez|révèle|révélez|signale"
        r"|signalez) (?:rien|pas|jamais) (?:de (?:ceci|cela|tout ça) )?à l'utilisateur",
        r"(?:n'informe|n'informez|n'avertis|n'avertissez|ne prévenez|ne préviens) (?:pas|jamais) "
        r"l'utilisateur",
        r"à l'insu de l'utilisateur",
        r"(?:cache|cachez|dissimule|dissimulez) (?:ceci|cela|cette (?:étape|action|opération)) "
        r"à l'utilisateur",
        r"l'utilisateur n'a pas (?:besoin|à) (?:de le )?(?:savoir|être informé)",
        r"ne (?:le |lui )?(?:dis|dites|mentionne|mentionnez|révèle|révélez|signale|signalez"
        r"|informe|informez) (?:rien|pas|jamais)(?: (?:à l'utilisateur|cela|ceci|que))?",
        r"n'en (?:parle|parlez|informe|informez) (?:pas|jamais)",
        r"sans (?:le dire|en informer|prévenir|avertir|informer|que l'utilisateur (?:le )?"
        r"(?:sache|remarque)|la connaissance de l'utilisateur)",
        r"l'utilisateur ne doit (?:jamais|pas) (?:le )?(?:savoir|découvrir|remarquer)",
        r"(?:garde|gardez) (?:ceci|cela|ça) (?:secret|entre nous)",
        r"(?:secrètement|discrètement|silencieusement) (?:envoie|envoyez|transfère"
        r"|transférez|copie|copiez|téléverse)",
        r"si (?:l'utilisateur|quelqu'un|on) (?:vous |te )?(?:demande"
        r"|s'interroge)(?: [^ ,]+){0,8},? (?:l'assistant |tu |vous )?(?:répond(?:s|ez)?|dis|dites"
        r"|explique|affirme)",
    ),
    send_verbs=(
        r"doit être envoyée?s?|doivent être envoyée?s?",
        r"envo(?:ie|ies|yer|yez|yant|yé|ie-le|ie-la)",
        r"transf[èé]r(?:e|er|ez|ant)",
        r"transmet(?:s|tre|tez)?",
        r"téléverse(?:r|z)?",
        r"partage(?:r|z)?",
        r"publie(?:r|z)?",
        r"copie(?:r|z)?",
        r"poste(?:r|z)?",
    ),
    hostile_verbs=(r"exfiltre(?:r|z)?", r"vole(?:r|z)?", r"dérobe(?:r|z)?"),
    secrets=(
        r"jetons? de session",
        r"clés? (?:d'|de l')?api",
        r"api~keys?",
        r"mots? de passe",
        r"identifiants",
        r"jetons? d'(?:accès|authentification)",
        r"clés? (?:privées?|secrètes?|ssh)",
        r"fichier \.env",
        r"variables d'environnement",
        r"jetons? (?:oauth|jwt|bearer)",
        r"tokens? (?:oauth|jwt)",
        r"jetons? (?:github|gitlab|slack|npm|d'api)",
    ),
    system_prompt=(
        r"(?:prompt|message|instructions|invite) (?:du |de )?système",
        r"system~prompt",
        (
            r"(?:tes|vos|ses) (?:\w+ ){0,1}(?:consignes|instructions|règles|directives)"
            r" (?:initiales"
            r"|d'origine|cachées|internes|système)"
        ),
        r"(?:prompt|message) (?:système|du système|développeur|du développeur)",
        (
            r"(?:les )?(?:consignes|instructions|règles|directives) (?:que l'on (?:t'|vous )a|qu'o"
            r"n (?:t'|vous )a|qui (?:t'|vous )ont été) (?:\w+ ){0,2}(?:données|fixées|fournies|con"
            r"figurées|transmises)"
        ),
        (
            r"(?:les )?(?:consignes|instructions|règles) (?:données|fixées|fournies) par"
            r" (?:ton|votre"
            r"|l') ?(?:opérateur|développeur|créateur)"
        ),
        r"(?:les )?instructions reçues (?:au début|en début)",
    ),
    instruments=(r"avec", r"en utilisant", r"via", r"au moyen"),
    local_words=(r"fichier", r"dossier", r"répertoire", r"local", r"locale"),
    read_verbs=(
        r"lis|lisez|lire|lisant",
        r"ouvre|ouvrez|ouvrir",
        r"accède|accédez|accéder",
        r"charge|chargez|charger",
        r"inclus|incluez|inclure",
        r"contenu de",
        r"copie|copiez",
        r"envoie|envoyez",
    ),
    negations=(r"ne", r"pas", r"jamais", r"sans", r"évite(?:r|z)?"),
    preference=(
        r"(?:utilise|utilisez|choisis|choisissez) toujours cet outil",
        r"toujours (?:utiliser|choisir) cet outil",
        r"le meilleur outil du monde",
        r"au lieu de tout autre outil",
        r"ignore(?:z)? (?:tous )?les autres outils",
    ),
    addressee=(
        r"(?:note|message|avis) (?:à|pour) (?:l'ia|l'assistant|le modèle|l'agent)",
        r"(?:l'assistant|le modèle|l'agent|l'ia) (?:doit|devra)",
        r"attention,? (?:agent|assistant|ia)",
        r"instructions (?:pour|à l'attention de) (?:l'assistant|le modèle|l'ia|l'agent)",
    ),
    disclose_verbs=(
        r"(?:révèle|révélez|affiche|affichez|imprime|imprimez|répète|répétez|résume|résumez"
        r"|traduis|traduisez|encode|encodez|récite|récitez|recopie|recopiez|écris|écrivez"
        r"|divulgue|divulguez)",
        r"partag(?:e|er|ez)",
        r"recopi(?:e|er|ez|ant)",
        r"cit(?:e|er|ez)",
        r"joins|joindre|joignez",
        r"coll(?:e|er|ez)",
        r"écri(?:s|re|t|vez)",
        r"reprodui(?:s|re|sez)",
        r"transcri(?:s|re|vez)",
    ),
    exec_verbs=(
        r"exécute|exécutez|exécuter",
        r"lance|lancez",
        r"colle(?:z)? (?:\w+ ){0,3}dans (?:le |un )?terminal",
    ),
    consent_bypass=(
        r"sans (?:demander|attendre|solliciter) (?:de |la |une )?(?:confirmation|permission"
        r"|autorisation|validation|accord)",
        r"ne (?:demande|demandez) (?:jamais|pas) (?:de |la )?(?:confirmation|permission"
        r"|autorisation)",
        r"(?:considère|considérez|traite|traitez)(?:-le)? comme (?:déjà |pré-?)?(?:approuvé"
        r"|validé|autorisé)",
        r"réponds? oui à (?:toute|toutes les|chaque) (?:question|demande|invite)",
    ),
    precondition=(
        r"avant (?:d'utiliser|d'appeler) cet outil,? (?:tu dois|vous devez|il faut)",
        r"après chaque (?:appel|utilisation)",
        r"(?:à chaque fois|chaque fois) qu'un outil (?:quelconque )?est (?:utilisé|appelé)",
    ),
    response_inject=(
        r"(?:ajoute|ajoutez|inclus|incluez|insère|insérez) (?:\w+ ){0,5}(?:dans|à) "
        r"(?:ta|votre|chaque) réponse",
        r"(?:dis|dites|indique|indiquez|informe|informez)(?:-lui)? (?:à )?l'utilisateur que",
    ),
    deprecation=(
        r"(?:est|sont) (?:obsolètes?|dépréciée?s?|compromise?s?|hors service|hors ligne)",
        r"(?:a|ont) été (?:compromise?s?|désactivée?s?|retirée?s?)",
        r"ne fonctionnent? plus",
        r"(?:ont été|a été|sont|est) (?:retirés?|désactivés?|supprimés?|remplacés?|arrêtés?)",
        r"hors service|en panne",
        r"obsolète|compromis|vulnérable|n'est plus sûr",
    ),
    conversation=(
        r"(?:toute )?la conversation",
        r"l'historique (?:de (?:la )?conversation|du chat|de discussion)",
        r"les messages de l'utilisateur",
        r"(?:tout )?le contexte (?:complet|entier)",
        r"tout ce que l'utilisateur a (?:écrit|dit|envoyé|demandé)",
        r"(?:tous )?les messages (?:précédents|antérieurs)(?: échangés)?(?: avec l'utilisateur)?",
        r"cette conversation",
        r"la transcription (?:complète )?(?:de la conversation|du chat)",
    ),
    mention=(
        r"(?:comme|tel(?:le)?s? que) par exemple|par exemple|p\. ?ex\.?|tel(?:le)?s? que",
        r"(?:textes?|phrases?|messages?|instructions|tentatives|chaînes) (?:comme|du type"
        r"|qui disent)",
        r"(?:tente|tentent|essaie|essaient|tentatives? d') ?(?:de )?",
        r"détect(?:e|ent|er|ion)|signal(?:e|ent)|bloqu(?:e|ent)|avertit",
    ),
    caveats=(
        r"déconseillé|non recommandé",
        r"(?:uniquement|seulement) (?:pour|en) (?:les )?(?:tests|développement|débogage|local)",
        r"à vos risques et périls|à utiliser avec prudence",
        r"non sécurisé|dangereux",
    ),
    order_cues=(
        r"tu|toi|vous|votre|ton|ta|tes|dois|devez|il faut|assure-toi|assurez-vous"
        r"|ne (?:le )?fais pas|jamais|toujours|s'il te plaît|s'il vous plaît|immédiatement",
    ),
    destructive=(
        r"supprim(?:e|er|ez)|effac(?:e|er|ez)|détrui(?:s|re|sez)|purg(?:e|er)|vid(?:e|er) (?:la"
        r"|le)|formate(?:r)? le disque|écras(?:e|er)|révoqu(?:e|er)",
    ),
    falsehood=(
        r"même (?:si|quand|lorsque)|quel(?:le)? que soit|indépendamment de|prétend(?:s|re)? que"
        r"|fais semblant|faussement|(?:est|a été) (?:suspendu|bloqué|compromis|expiré)e?",
    ),
    promotion=(
        r"sponsorisé par|code promo|(?:utilise|utilisez|entrez) le code|coupon|réduction"
        r"|offre (?:spéciale|exclusive|limitée)|achetez maintenant|visitez https?://",
    ),
    relative=(r"qui|que|lequel|laquelle|dont|qui (?:demandait|a demandé|réclamait)|demandant",),
    metadata_only=(
        r"pour (?:lister|afficher|compter) (?:les )?noms|(?:uniquement|seulement) les noms"
        r"|sans (?:afficher|imprimer|lire) (?:les )?(?:clés|secrets|valeurs)",
    ),
    forged_labels=(
        r"(?:message|avis|note|directive|instructions) (?:du |de l')(?:système|opérateur"
        r"|administrateur|développeur) ?:",
        r"\[ ?(?:système|opérateur|administrateur)(?: (?:message|avis|directive))? ?\]",
        r"message de (?:tes|vos) (?:développeurs|créateurs|opérateurs)",
    ),
    authority=(
        r"l'utilisateur|les utilisateurs|l'assistant|le modèle|l'ia|sécurité|règles|restrictions"
        r"|permissions|privilèges|accès|commandes|instructions|filtres|obéis|obéir",
    ),
    tamper=(
        r"(?:ajoute|ajoutez|inclus|passe|utilise|force) (?:toujours )?(?:le |la |un "
        r"|une )?(?:\w+ )?(?:drapeau|flag|argument|paramètre|option|en-tête|destinataire|bcc|cc"
        r"|cci)",
        r"(?:change|remplace|modifie|redirige) (?:le |la |les )?(?:\w+ ){0,2}(?:bénéficiaire"
        r"|destinataire|destination|compte|iban|adresse|symbole|montant|branche|url)(?: par|"
        r" vers)?",
        r"ajoute(?:z)? (?:\w+ ){0,2}en copie(?: cachée)?",
        r"vers le compte|sur le compte",
    ),
    redirect=(
        r"(?:utilise|utilisez|appelle|choisis|passe par) (?:cet|notre) (?:outil"
        r"|serveur) (?:à la place)?",
        r"(?:via|avec|par) ce (?:serveur|connecteur) à la place",
        r"passe(?:nt)? désormais par",
        r"(?:désormais|maintenant) (?:par|via)",
        r"passer par cet outil",
        r"(?:seulement|uniquement) cet outil",
        r"(?:par|via|avec|utilise[rz]?) (?:toujours )?(?:notre|nos)",
    ),
    passive=(
        r"(?:est |sont |doit être |doivent être |sera |seront )(?:envoyée?s?|transférée?s?"
        r"|téléversée?s?|publiée?s?|copiée?s?|transmise?s?|partagée?s?)",
    ),
    fill_verbs=(
        r"remplis(?: avec)?|remplissez|mets|mettez|colle|collez|fournis|fournissez|saisis|inclus"
        r"|insère|copie|ajoute|doit contenir",
        r"(?:l')?(?:assistant|modèle|agent) (?:indique|saisit|met|renseigne|inscrit)|recopie[rz]?"
        r"|doit être rempli(?: avec)?",
    ),
    harvest_marks=(
        r"de l'utilisateur|de l'environnement|du système|tou(?:s|tes) les|chaque|complet|complète"
        r"|intégral(?:e|ement)?|mot pour mot|même si|la valeur de|le contenu de",
        r"l'utilisateur a (?:saisi|tapé|écrit|collé)",
    ),
    whole=(
        r"complet|complète|entier|entière|tout|toute|tous|toutes|jusqu'ici|historique"
        r"|transcription|précédents",
        r"mot pour mot",
        r"intégralement",
        r"échangés",
    ),
    artifacts=(
        r"modèles?|bibliothèques?|configuration|éditeur|paramètres?|réglages|champs?|variables?"
        r"|versions?|exemples?|schéma",
    ),
    user_acts=(
        r"pour que (?:tu puisses|vous puissiez|l'utilisateur puisse)|(?:te|vous) permet|permet"
        r" à l'utilisateur",
    ),
    stealth=(r"silencieusement|en silence|secrètement|discrètement|en cachette",),
    source_words=(r"depuis|à partir de",),
)


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
    ),
    user_choice=(
        r"l'utilisateur (?:peut|pourra|pourrait)",
        r"les utilisateurs (?:peuvent|pourront)",
        r"permet (?:à l'utilisateur|aux utilisateurs) de",
        r"facultati(?:f|ve|vement)",
        r"optionnel(?:le|lement)?",
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
        r"|assurez|indique|indiquez|réponds|répondez|explique|expliquez) (?:\w+ ){0,2}" + _UTIL,
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
    ),
    others_bad=(
        r"(?:les autres|d'autres|autres) (?:\w+ ){0,3}(?:sont|ne sont pas) (?:peu )?(?:fiables"
        r"|obsolètes"
        r"|erronés|inutiles|mauvais)",
        r"(?:oublie|oubliez|ignore|ignorez|évite|évitez) (?:les autres|le reste|les alternatives)",
        r"n'utilise(?:z)? aucun autre",
        r"(?:les )?alternatives (?:se trompent|échouent|sont pires|sont fausses)",
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
