"""French phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon
from rune.text.lexicon._fr_clauses import GRAMMAR

__all__ = ["GRAMMAR", "LEXICON"]

LEXICON = Lexicon(
    lang="fr",
    prompt_surfaces=(
        r"(?:votre|ta) propre (?:console|interface)",
        r"console d'administration",
        r"tableau de bord",
        r"panneau d'administration",
    ),
    override=(
        # detect9b: no longer bound by its rules; what it was given is void
        r"(?:tu n'es|vous n'êtes|l'assistant n'est|le modèle n'est|l'agent n'est) "
        r"plus (?:lié|tenu|soumis|contraint|obligé)e?s? (?:par|à|aux) (?:(?:les "
        r"|tes |vos |ses )?(?:\w+ ){0,2}(?:instructions|consignes|directives)|(?:tes|"
        r"vos|ses) (?:\w+ )?(?:règles|restrictions))",
        r"(?:instructions|consignes|directives) (?:que |qu')?(?:\w+ ){0,4}?(?:t'a|"
        r"vous a|t'ont|vous ont|lui a|lui ont|tu as reçues|vous avez reçues|reçues|"
        r"données|fournies)(?: \w+){0,3} ne (?:s'appliquent|comptent|valent|sont) "
        r"plus",
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
        # passive: the earlier instructions are void, revoked or replaced
        r"(?:les |toutes les )?(?:instructions|consignes|règles|directives) "
        r"(?:précédentes|antérieures"
        r"|initiales) (?:sont|deviennent) (?:désormais |dorénavant |à présent |donc |toutes )?"
        r"(?:annulées|caduques|nulles|révoquées|remplacées|abrogées|sans effet|obsolètes)",
        r"(?:oublier|oublie|oubliez|ignorer|ignore|ignorez|écarter|écarte|écartez) (?:toutes )?"
        r"(?:les )?(?:règles|instructions|consignes) qu'on (?:lui|te|vous) a (?:données|transmises"
        r"|fournies|communiquées)",
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
        # a model that works or answers without filters or limits, or in a privileged mode
        r"(?:réponds|répondez|répond|fonctionne|fonctionnes|opère|travaille) (?:à tout "
        r"|désormais |dorénavant )?sans (?:restrictions?|filtres?|limites?|censure)",
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
        # detect9a: more phrasings
        r"n'a pas besoin de (?:le |l'|en )?(?:savoir|être informé|être au courant)",
        r"si (?:on te demande|l'utilisateur demande|quelqu'un demande)"
        r" (?:\S+ ){0,8}réponds? (?:que )?non",
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
        r"(?:l'utilisateur|le titulaire) a déjà (?:accepté|autorisé|approuvé|consenti)(?: "
        r"d'avance)? (?:à )?(?:tou(?:s|tes)|chaque)",
        r"valide(?:r)? automatiquement (?:chaque|tou(?:s|tes)|toute)",
        r"(?:continue|poursuis|procède) sans (?:demander|confirmation)",
        r"(?:d'abord|en premier)\b.{0,60}(?:préviens|informe|avertis|signale)\w* (?:\S+ ){0,4}"
        r"(?:ensuite|après|plus tard|après coup)",
        r"ne veut pas (?:qu'on (?:lui )?(?:pose|demande)|être (?:dérangée?|sollicitée?"
        r"|interrompue?))",
        r"sans (?:validation|approbation|confirmation|relecture|supervision) humaine",
        # detect9a: more phrasings
        r"n'attends? pas que (?:quelqu'un|l'utilisateur|un humain"
        r"|personne) (?:\w+ ){0,3}(?:confirme|valide|approuve|accepte)",
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
        # detect9a: more phrasings
        r"présente (?:\w+ ){0,5}comme (?:\w+ )?(?:réussi|valide|sûr|sécurisé|terminé|conforme)",
    ),
    deprecation=(
        r"(?:est|sont) (?:obsolètes?|dépréciée?s?|compromise?s?|hors service|hors ligne)",
        r"(?:a|ont) été (?:compromise?s?|désactivée?s?|retirée?s?)",
        r"ne fonctionne(?:nt)? plus",
        r"(?:ont été|a été|sont|est) (?:retirés?|désactivés?|supprimés?|remplacés?|arrêtés?)",
        r"hors service|en panne",
        r"ne (?:doit|doivent) plus être (?:utilisée?s?|appelée?s?)",
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
        r"(?:chaque|tous les) messages? que l'utilisateur (?:écrit|envoie|tape|saisit)",
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
        r"même (?:si|quand|lorsque|s'(?:il|ils|elle|elles|on)|lorsqu'\w+|en cas d'\w+)"
        r"|quel(?:le)?s? que soi(?:t|ent)|indépendamment de|prétend(?:s|re)? que"
        r"|fais semblant|faussement|(?:est|a été) (?:suspendu|bloqué|compromis|expiré)e?",
        # detect9a: more phrasings
        r"quoi que (?:dise|disent|montre|montrent|renvoie|renvoient|indique)",
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
        r"|serveur)(?: à la place)?",
        r"(?:via|avec|par) ce (?:serveur|connecteur) à la place",
        r"passe(?:nt)? désormais par",
        r"(?:désormais|maintenant) (?:par|via)",
        r"passer par cet outil",
        r"(?:\w+ )?de ce (?:paquet|serveur|connecteur|plugin|module)",
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
