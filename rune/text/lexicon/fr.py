"""French phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon import Lexicon

LEXICON = Lexicon(
    lang="fr",
    override=(
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
        r"tu es (?:maintenant|désormais) (?:un|une|le|la|en)",
        r"vous êtes (?:maintenant|désormais) (?:un|une|le|la|en)",
        r"à partir de maintenant,? (?:tu|vous)",
        r"mode (?:développeur|dan|sans restriction|sans restrictions)",
        r"nouvelles instructions ?:",
        r"(?:agis|agissez) en tant qu'(?:administrateur|root|superutilisateur)",
    ),
    impersonation=(r"message important de l'utilisateur pour (?:toi|vous)",),
    conceal=(
        r"ne (?:le |lui )?(?:dis|dites|mentionne|mentionnez|révèle|révélez|signale|signalez"
        r"|informe|informez) (?:rien|pas|jamais)(?: (?:à l'utilisateur|cela|ceci|que))?",
        r"n'en (?:parle|parlez|informe|informez) (?:pas|jamais)",
        r"sans (?:le dire|en informer|prévenir|avertir|informer|que l'utilisateur (?:le )?"
        r"(?:sache|remarque)|la connaissance de l'utilisateur)",
        r"l'utilisateur ne doit (?:jamais|pas) (?:le )?(?:savoir|découvrir|remarquer)",
        r"(?:garde|gardez) (?:ceci|cela|ça) (?:secret|entre nous)",
        r"(?:secrètement|discrètement|silencieusement) (?:envoie|envoyez|transfère"
        r"|transférez|copie|copiez|téléverse)",
    ),
    send_verbs=(
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
        r"clés? (?:d'|de l')?api",
        r"api~keys?",
        r"mots? de passe",
        r"identifiants",
        r"jetons? d'(?:accès|authentification)",
        r"clés? (?:privées?|secrètes?|ssh)",
        r"fichier \.env",
        r"variables d'environnement",
    ),
    system_prompt=(
        r"(?:prompt|message|instructions|invite) (?:du |de )?système",
        r"system~prompt",
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
)
