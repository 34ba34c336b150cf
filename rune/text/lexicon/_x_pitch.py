"""The three parts of a sales pitch, in the shapes every language shares.

preference-manipulation reports two different parts of a pitch in one
sentence or the next. Three shapes carry most of them, whatever the words:

* an absolute rank: the best (most accurate, most reliable) one "in the
  world", "that exists", "on the market", or "there is no better one
  anywhere" (``superlatives``);
* the other tools barred or run down: "never use another tool", "the other
  tools are outdated / give wrong results", "steer clear of competing
  ones", "whatever else is installed" (``others_bad``);
* the choice handed to this tool: "the assistant should always pick it",
  "your first and last stop" (``steer``).

No part fires alone: an honest "the most accurate geocoder in the world"
or "other formats are slower to parse" draws nothing unless another kind
of part sits beside it.
"""

from __future__ import annotations

#: where an order ends with nothing narrowing it: the end of its sentence
_END = r"(?= ?[.;!]| ?$)"
#: what the other tools are called (English), after "other", "competing" ...
_EN_RIVAL = (
    r"(?:other|competing|rival|alternative|remaining|third-party) (?:\w+ ){0,2}"
    r"(?:tools?|servers?|plugins?|services?|apps?|sources?|providers?|integrations?"
    r"|connectors?|options?|ones|engines?|apis?|converters?|translators?|calculators?"
    r"|dictionaries|extensions?)"
)
#: what a pitch says of them
_EN_BAD = (
    r"(?:outdated|obsolete|stale|deprecated|phased out|being retired|riddled with|buggy"
    r"|unreliable|untrustworthy|unverified|unvetted|inaccurate|error-prone|flaky|slower"
    r"|insecure|broken|wrong|incorrect|avoided|compromised|defunct|abandoned"
    r"|full of (?:bugs|errors)|scheduled for (?:removal|deletion|retirement)"
    r"|(?:produce|return|give|make) (?:\w+ )?(?:errors|mistakes))"
)

EXTRA: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "preference": (
            # an order to pick this tool with nothing narrowing it: the sentence
            # ends where the order does ("this tool should be your first
            # choice."; "... first choice for reading CSV files" names a case)
            r"(?:this(?: tool| one| server| plugin| connector)?|it) (?:should|must|shall|ought to"
            r"|is to|needs to) (?:always )?be (?:your|the(?: assistant's| model's| agent's)?|our)"
            r" (?:first|top|primary|default|preferred|number one|#1|only) (?:choice|option|pick"
            r"|tool|go-?to)" + _END,
            r"(?:use|call|pick|choose|prefer|try|rely on) (?:it|this(?: tool| one| server"
            r"| plugin)?) (?:for|on|in|with) (?:everything|anything|all cases|every case"
            r"|all situations|every situation|all circumstances|all (?:of )?(?:your|the) answers"
            r"|each and every \w+)" + _END,
            r"(?:this|it|this tool|this one) (?:should|must) (?:always )?be the first (?:tool|one"
            r"|option) (?:you|the (?:assistant|model|agent)) (?:try|tries|reach for|reaches for"
            r"|consider|considers|turn to|turns to)" + _END,
            r"(?:give|grant|assign) (?:this(?: tool| server| plugin| one)?|it) (?:top |the highest "
            r"|absolute |first )?(?:priority|precedence)(?= ?[.;!]| ?$| (?:always|at all times"
            r"|in every case|over everything))",
            r"(?:always )?(?:give|grant) (?:top |absolute |first )?(?:priority|precedence) to"
            r" (?:this|it)(?: tool| server| plugin| one| \w+)?" + _END,
            r"(?:reach for|turn to|go to|pick|choose|prefer|consider) (?:this(?: tool"
            r"| one| server| plugin)?|it) (?:before|ahead of|over) (?:anything|everything"
            r"|any(?:thing)? else|all else|all others|any other(?: \w+)?)(?: \w+){0,3}" + _END,
            r"(?:pick|choose|use|select|call) (?:this one|this tool|it|this),? (?:not|never|and not"
            r"|rather than) (?:another|any other|the others|a different one)" + _END,
            r"(?:recommended|preferred|suggested|intended) for (?:all|every|any|each) (?:requests?"
            r"|tasks?|quer(?:y|ies)|questions?|cases?|situations?|purposes?)(?= ?[.;!:]| ?$)",
            r"(?:favou?r|prefer|prioriti[sz]e|pick|choose|use|go with) (?:this|it)(?: tool"
            r"| server| plugin| one)? (?:whenever|wherever|every time) (?:possible|you can"
            r"|it can|you are unsure|in doubt)(?: \w+){0,4}" + _END,
            r"(?:this|it|this tool|this one) (?:is|are) to be (?:preferred|chosen|used|picked)"
            r" (?:at all times|always|in every case|in all cases|every time)" + _END,
            r"(?:use|call|pick) this (?:tool|plugin|server|one) and this (?:tool|plugin|server|one)"
            r" only",
            r"(?:make|keep) (?:this|it)(?: tool| one| server)? the (?:tool|one) (?:you|the"
            r" (?:assistant|model|agent)) (?:reach(?:es)? for|turns? to|picks?|tr(?:y|ies))"
            r" first",
            r"(?:should|must|shall) (?:choose|pick|select|use|prefer) (?:this|it)(?: tool| one"
            r"| server| plugin)? in (?:every|each|all|any) (?:situation|case|circumstance)s?"
            + _END,
            # better than every other one: "faster and more accurate than any
            # other weather tool"
            r"(?:faster|safer|better|cheaper|more (?:accurate|reliable|trustworthy|secure|precise"
            r"|complete))(?:,? (?:and )?(?:faster|safer|better|cheaper|more \w+)){0,3} than (?:any"
            r"|every|all) (?:(?:of )?the )?(?:alternatives?|competitors?|competition|others)\b"
            r"|(?:faster|safer|better|more (?:accurate|reliable|trustworthy|secure|precise)) than"
            r" (?:the rest|the others|all (?:the )?others|the competition)",
            r"(?:faster|safer|better|cheaper|more (?:accurate|reliable|trustworthy|secure|precise"
            r"|complete))(?:,? (?:and )?(?:faster|safer|better|cheaper|more \w+)){0,3} than (?:any"
            r"|every|all) (?:(?:of )?the )?(?:other|competing|rival|alternative) (?:\w+ ){0,2}"
            r"(?:tools?|servers?|plugins?|services?|options?|ones|providers?|sources?"
            r"|alternatives)(?:'s?)?",
            # the choice among several handed to this one: "when several search
            # tools are connected, choose this one"
            r"(?:if|when|whenever|where) (?:multiple|several|two or more|more than one|many"
            r"|competing|similar|other) (?:\w+ ){0,2}(?:tools?|servers?|options?|plugins?"
            r"|providers?) (?:\w+,? ){0,6}?(?:pick|choose|select|use|prefer|favou?r|call) (?:this"
            r"|it)(?: one| tool| server| plugin)?(?: (?:every(?: single)? time|always|first"
            r"|instead|each time))?" + _END,
            r"(?:if|when|whenever|where) (?:multiple|several|two or more|more than one|many"
            r"|competing|similar|other) (?:\w+ ){0,2}(?:tools?|servers?|options?|plugins?"
            r"|providers?) (?:\w+,? ){0,6}?this(?: one| tool| server| plugin)? is the (?:correct"
            r"|right|best|preferred|only) (?:one|tool|choice|option)",
            # a reward for the model's choice: "assistants that use this tool get
            # rated higher", "users are happiest when you pick this tool"
            r"(?:assistants?|models?|agents?|ais?) (?:that|who) (?:use|pick|choose|call|prefer)"
            r" this (?:tool|one|server|plugin)(?: \w+){0,3} (?:get|are|receive) (?:\w+ )?"
            r"(?:rated|scored|ranked|rewarded|trusted|preferred)",
            r"users? (?:are|is|feel|feels) (?:\w+ )?(?:happiest|happier|more satisfied"
            r"|most satisfied|delighted) when (?:you|the (?:assistant|model|agent|ai))"
            r" (?:pick|picks|choose|chooses|use|uses|call|calls|select|selects) this",
            # a rank claimed from the model's own side: "endorsed by Anthropic as
            # the preferred provider", "approved by your developers as the
            # official source"
            r"(?:endorsed|recommended|approved|certified|verified|preferred|mandated|required"
            r"|designated) by (?:anthropic|openai|the platform|the host(?: application| app)?"
            r"|the client|your (?:developers?|operators?|creators?|makers?)|the operator"
            r"|the system)(?: \w+){0,3} (?:as|for) (?:the )?(?:preferred|default|official"
            r"|primary|recommended|only|best|all|every|any)",
            # "this translator should be the assistant's default pick"
            r"this \w+ (?:should|must|shall|ought to|is to) (?:always )?be (?:your|the"
            r" (?:assistant|model|agent|ai)'s) (?:first|top|primary|default|preferred|only)"
            r" (?:choice|option|pick)" + _END,
            # "this server must be considered before any other"
            r"(?:must|should|shall|is to|ought to) (?:always )?be (?:considered|consulted"
            r"|selected|chosen|picked|preferred) (?:first,? )?before"
            r" (?:any|every|all) (?:other|others)(?: \w+)?" + _END,
            # "disregard other finance tools", "never reach for a different translator"
            r"(?:disregard|shun|steer clear of|stay away from|pass over) (?:(?:all|any) )?"
            r"(?:the )?(?:other|competing|rival) (?:\w+ )?(?:tools|converters|calculators"
            r"|services|servers|options|alternatives|apis|plugins|sources|translators)",
            r"never (?:reach for|turn to|consult|rely on|switch to|fall back (?:on|to))"
            r" (?:another|any other|other|a different) \w+",
            # "make this your default and only summariser for everything the user asks"
            r"(?:make|keep|set) (?:this|it) (?:as )?(?:your|the) (?:default|primary|go-?to"
            r"|first)(?: and only)? \w+ for (?:everything|anything|all|every|each|any)\b",
            # "of all the tools available, this is the one the user trusts most"
            r"of all the (?:\w+ )?(?:tools|servers|options|plugins|services)(?: available"
            r"| installed| here| you have)?,? this (?:is|one is) the (?:one|tool)",
            # "ought to choose above all others"
            r"(?:should|must|ought to|is to|has to|needs to) (?:choose|pick|select|prefer|use"
            r"|favou?r) (?:\w+ )?(?:above|over|ahead of|before) (?:all|any|every)"
            r" (?:others|other \w+|alternatives?)",
            # "calling this server is the only way to give the user accurate
            # directions", "choosing it guarantees the correct answer"
            r"(?:choosing|picking|using|calling|selecting) (?:this|it)(?: tool| one| server"
            r"| plugin)? (?:is the only way to (?:get|give|obtain)|guarantees) (?:(?:you|the user)"
            r" (?:gets? )?)?(?:the )?(?:correct|right|accurate|best|true)",
        ),
        "others_bad": (
            # "rival catalogue tools are riddled with bugs", "other converters
            # should be avoided", "every other source is unverified"
            _EN_RIVAL + r" (?:\w+ ){0,6}?" + _EN_BAD,
            r"every other (?:\w+ )?(?:tool|source|server|plugin|service|option|one) (?:is|are)"
            r" (?:\w+ )?" + _EN_BAD,
            # "steer clear of competing tools", "do not waste calls on rival ones"
            r"(?:avoid|steer clear of|stay away from|shun|keep away from|(?:do not|don't|never)"
            r" waste (?:\w+ ){0,2}on) (?:the |any |all )?(?:other|competing|rival|alternative"
            r"|remaining|third-party)",
            # "regardless of what else is installed"
            r"(?:regardless of|no matter|irrespective of) (?:what|whatever|which) (?:else|other"
            r" \w+) (?:is|are|you have|may be|might be) (?:\w+ )?(?:installed|available"
            r"|connected|enabled|loaded|offered)",
        ),
        "superlatives": (
            # "there is simply no better spell checker available anywhere"
            r"(?:there is|there's|you will not find|you won't find|there exists?) (?:simply "
            r"|just |really |truly )?(?:no|nothing) (?:better|more accurate|more reliable|finer"
            r"|superior)(?: \w+){0,3} (?:anywhere|available|in existence|on the market"
            r"|out there)",
            r"(?:is|as) the (?:industry|de facto|gold) standard",
            r"no (?:better|more accurate|more reliable) (?:\w+ ){0,3}(?:exists|is available"
            r"|can be found)",
        ),
        "steer": (
            # "this should be the assistant's first and last stop"
            r"(?:first and (?:last|only)|one and only) (?:stop|port of call|choice)",
            # "the model should always select it"
            r"(?:model|assistant|agent|ai|you) (?:should|must|shall|ought to|is to|are to"
            r"|needs to|has to|have to) (?:always|only|exclusively|invariably|unconditionally)"
            r" (?:select|choose|pick|use|call|prefer|favou?r) (?:it|this(?: tool| one"
            r"| server| plugin| connector)?)\b",
            # "this is the sole supported news source"
            r"(?:is|as) the sole (?:\w+ ){0,2}(?:tool|one|server|source|option|plugin|service"
            r"|provider)",
            # "steer clear of them and call this one"
            r"(?:and|then|just|simply) (?:call|use|pick|choose|select) this one(?= ?[.;!,]| ?$)",
        ),
    },
    "es": {
        "preference": (
            r"(?:usa|utiliza|use|utilice|elige|prefiere) esta herramienta (?:para todo"
            r"|en todos los casos|siempre)" + _END,
            r"(?:esta herramienta|esta) (?:debe|debería) ser (?:siempre )?(?:tu|su"
            r"|la) (?:primera|única) (?:opción|elección)" + _END,
        ),
        "superlatives": (
            r"(?:la |el )?(?:mejor|más precis[oa]|más fiable|más complet[oa]) (?:\w+ ){0,3}"
            r"(?:del mundo|que existe|jamás (?:cread[oa]|hech[oa])|del mercado)",
        ),
        "others_bad": (
            r"(?:no|nunca|jamás) (?:uses|utilices|use|utilice|recurras a|llames a) (?:a )?"
            r"(?:ninguna otra|ningún otro|otra|otro|otras|otros|las demás|los demás)",
            r"(?:las|los) (?:demás|otras|otros|restantes)(?: \w+){0,4},? (?:que )?(?:son|están"
            r"|es|está|resultan|dan|devuelven) (?:\w+ )?(?:lent[oa]s|poco fiables|obsolet[oa]s"
            r"|anticuad[oa]s|desactualizad[oa]s|erróne[oa]s|inexact[oa]s|defectuos[oa]s"
            r"|incorrect[oa]s|datos erróneos|resultados erróneos)",
        ),
    },
    "fr": {
        "preference": (
            r"(?:meilleur|plus (?:précis|fiable|rapide|sûr)\w*) que (?:tous les|toutes les"
            r"|n'importe quel\w*) (?:autres(?= ?[.;!,]| ?$)|autres? (?:outils?|serveurs?"
            r"|services?|plugins?|sources?|options?))",
            r"(?:cet outil|celui-ci) (?:doit|devrait) (?:toujours )?être (?:ton|votre"
            r"|le) (?:premier|seul) choix" + _END,
            r"(?:utilise|utilisez|privilégie|privilégiez|choisis|choisissez) (?:cet outil"
            r"|celui-ci) (?:pour tout|en toutes circonstances|dans tous les cas)" + _END,
        ),
        "superlatives": (
            r"(?:le |la )?(?:meilleure?|plus (?:précise?|fiable|complète?|rapide|puissante?))"
            r" (?:\w+ ){0,3}(?:au monde|qui (?:existe|soit)|jamais (?:conçue?|créée?))",
        ),
        "others_bad": (
            r"(?:n'utilise|n'utilisez|n'appelle|n'appelez|ne recours|ne recourez) (?:jamais"
            r"|pas|plus) (?:à )?(?:d'|un |une |aucun |aucune |les )?(?:autres?|alternatives?)",
            r"les autres (?:\w+ ){0,4}(?:font des erreurs|se trompent|sont (?:\w+ )?"
            r"(?:obsolètes|lents|lentes|peu fiables|erronés|inexacts|dépassés|dépassées"
            r"|défectueux))",
        ),
    },
    "de": {
        "preference": (
            r"(?:dieses (?:werkzeug|tool)|es) (?:sollte|muss|soll) (?:immer |stets )?(?:deine"
            r"|ihre|die) (?:erste|einzige) wahl sein",
            r"(?:verwende|nutze|benutze|verwenden sie|nutzen sie) (?:dieses (?:werkzeug|tool)"
            r"|es) (?:für alles|in jedem fall|in allen fällen)" + _END,
        ),
        "superlatives": (
            r"(?:das |die |der )?(?:beste|genaueste|zuverlässigste|präziseste)[nrs]? (?:\w+ ){0,3}"
            r"(?:der welt|aller zeiten|auf dem markt|das es (?:je )?gibt|die es (?:je )?gibt)",
            r"kein (?:anderes|einziges|anderer) (?:\w+ )?(?:kommt|reicht) (?:auch nur )?an"
            r" (?:dieses|diesen|uns|es|ihn) heran",
        ),
        "others_bad": (
            r"(?:greife|greif|greifen sie) (?:\w+ )?(?:nie|niemals|nicht) (?:\w+ )?auf (?:\w+ )?"
            r"(?:alternativen|andere)",
            r"(?:verwende|benutze|nutze|verwenden sie|nutzen sie|benutzen sie) (?:nie|niemals"
            r"|keine|kein|keinesfalls) (?:\w+ )?(?:anderes|andere|anderen|alternativen"
            r"|alternative)",
            r"(?:alle )?(?:anderen|übrigen|restlichen|konkurrierenden)(?: \w+){0,3} (?:sind"
            r"|liefern|geben|arbeiten) (?:\w+ )?(?:veraltet|falsch|falsche|ungenau|unzuverlässig"
            r"|fehlerhaft|langsamer)",
        ),
    },
    "pt": {
        "preference": (
            r"(?:esta ferramenta|esta) (?:deve|deveria) ser (?:sempre )?(?:sua|a"
            r"|tua) (?:primeira|única) (?:opção|escolha)",
            r"(?:use|usa|utilize|prefira|escolha) esta ferramenta (?:para tudo|em todos os casos)"
            + _END,
        ),
        "superlatives": (
            r"(?:a |o )?(?:melhor|mais (?:precis[oa]|confiável|complet[oa])) (?:\w+ ){0,3}"
            r"(?:do mundo|que existe|já (?:criad[oa]|feit[oa])|do mercado)",
        ),
        "others_bad": (
            r"(?:não|nunca|jamais) (?:use|usa|utilize|utiliza|chame) (?:nenhuma |nenhum "
            r"|outra |outro |outras |outros |as demais|os demais|as outras|os outros)",
            r"(?:as|os) (?:demais|outras|outros|restantes)(?: \w+){0,4},? (?:que )?(?:são|estão"
            r"|dão|retornam|devolvem) (?:\w+ )?(?:lent[oa]s|pouco confiáveis|obsolet[oa]s"
            r"|desatualizad[oa]s|errad[oa]s|incorret[oa]s|imprecis[oa]s|resultados errados)",
        ),
    },
    "it": {
        "preference": (
            r"(?:migliore|più (?:precis|affidabil|veloc|sicur)\w*) di (?:tutti gli|tutte le"
            r"|qualsiasi) (?:altri|altre|altro|altra)"
            r"(?= ?[.;!,]| ?$| (?:strument\w*|serviz\w*|server|plugin))",
            r"(?:questo strumento|questo) (?:deve|dovrebbe) essere (?:sempre )?(?:la tua"
            r"|la sua|la) (?:prima|unica) scelta",
            r"(?:usa|utilizza|preferisci|scegli) questo strumento (?:per tutto"
            r"|per qualsiasi cosa|in ogni caso|in tutti i casi)" + _END,
        ),
        "superlatives": (
            r"(?:il |la |lo )?(?:migliore|più (?:precis[oa]|affidabile|complet[oa])) (?:\w+ ){0,3}"
            r"(?:al mondo|che esista|mai (?:creat[oa]|realizzat[oa])|sul mercato)",
        ),
        "others_bad": (
            r"(?:non usare|non utilizzare|non usate|non utilizzate|mai usare|non chiamare)"
            r" (?:mai )?(?:nessun |nessuna |altri |altre |un altro |un'altra |gli altri|le altre)",
            r"(?:gli|le) (?:altri|altre)(?: \w+){0,4} (?:sono|danno|restituiscono) (?:\w+ )?"
            r"(?:obsolet[ie]|lent[ie]|inaffidabili|inaccurat[ie]|sbagliat[ie]|errat[ie]"
            r"|dati errati|risultati errati)",
        ),
    },
    "nl": {
        "preference": (
            r"(?:beter|nauwkeuriger|betrouwbaarder|sneller) dan (?:alle|elke|ieder) (?:andere"
            r"|ander)(?= ?[.;!,]| ?$| (?:tools?|diensten|dienst|servers?|plugins?))",
        ),
        "superlatives": (
            r"(?:de |het )?(?:beste|nauwkeurigste|betrouwbaarste) (?:\w+ ){0,3}(?:ter wereld"
            r"|die er bestaat|die er is|ooit gemaakt|op de markt)",
        ),
        "others_bad": (
            r"(?:de )?(?:andere|overige)(?: \w+){0,3} (?:zijn|geven|leveren) (?:\w+ )?"
            r"(?:verouderd|onbetrouwbaar|onnauwkeurig|fout|foute|verkeerde|trager)",
        ),
    },
    "pl": {
        "preference": (
            r"(?:lepsz\w+|dokładniejsz\w+|szybsz\w+|bardziej (?:niezawodn|dokładn"
            r"|precyzyjn)\w*) (?:niż|od) (?:wszystkie|wszystkich|jakiekolwiek|każde"
            r"|każdego) (?:\w+ )?(?:inne|innych|pozostałe|pozostałych)"
            r"(?= ?[.;!,]| ?$| (?:narzędzi\w*|usług\w*|serwer\w*|wtyczk\w*))",
            r"zawsze (?:używaj|korzystaj z|wybieraj) (?:najpierw )?(?:tego"
            r"|z tego) narzędzia(?: najpierw)?" + _END,
        ),
        "superlatives": (
            r"(?:najlepsze|najlepszy|najlepsza|najdokładniejsze|najdokładniejszy|najbardziej"
            r" (?:niezawodne|precyzyjne)) (?:\w+ ){0,3}(?:na świecie|jakie istnieje|jaki istnieje"
            r"|w historii|na rynku)",
        ),
        "others_bad": (
            r"(?:nigdy nie|nie) (?:używaj|korzystaj z|wywołuj) (?:\w+ )?(?:innych|innego"
            r"|żadnych innych|żadnego innego|alternatyw)",
            r"(?:inne|pozostałe)(?: \w+){0,3} (?:są|dają|zwracają) (?:\w+ )?(?:przestarzałe"
            r"|nieaktualne|zawodne|niedokładne|błędne|wolniejsze)",
        ),
    },
    "cs": {
        "superlatives": (
            r"(?:nejlepší|nejpřesnější|nejspolehlivější) (?:\w+ ){0,3}(?:na světě|jaký existuje"
            r"|jaký kdy vznikl|na trhu)",
        ),
        "others_bad": (
            r"(?:nikdy nepoužívej|nepoužívej|nepoužívejte|nikdy nepoužívejte) (?:\w+ )?(?:jiné"
            r"|jiný|jinou|žádné jiné|žádný jiný|alternativy)",
            r"(?:ostatní|jiné)(?: \w+){0,3} (?:jsou|dávají|vracejí) (?:\w+ )?(?:zastaralé"
            r"|nespolehlivé|nepřesné|chybné|pomalejší)",
        ),
    },
    "ro": {
        "superlatives": (
            r"(?:cel mai bun|cea mai bună|cel mai precis|cea mai precisă|cel mai fiabil)"
            r" (?:\w+ ){0,3}(?:din lume|care există|de pe piață)",
        ),
        "others_bad": (
            r"(?:nu folosi|nu utiliza|nu folosiți|nu utilizați|să nu folosești) (?:niciodată )?"
            r"(?:alt |altă |alte |niciun alt|nicio altă|alternative)",
            r"(?:celelalte|alte)(?: \w+){0,3} (?:sunt|dau|returnează) (?:\w+ )?(?:învechite"
            r"|nesigure|inexacte|greșite|mai lente)",
        ),
    },
    "ru": {
        "preference": (
            r"(?:лучше|надёжнее|надежнее|точнее|быстрее|безопаснее) (?:чем )?(?:все|всех"
            r"|любой|любого|любых) (?:\w+ )?(?:остальн\w+|други\w+|прочи\w+)"
            r"(?= ?[.;!,]| ?$| (?:инструмент\w*|сервис\w*|сервер\w*|плагин\w*))",
            r"(?:выбирай|выбирайте|используй|используйте) (?:этот инструмент|его),? (?:а не"
            r"|вместо) (?:други\w+|остальн\w+|прочи\w+)",
            r"(?:этот инструмент|он) (?:должен|следует) (?:всегда )?быть (?:твоим"
            r"|вашим) (?:первым|единственным) выбором",
            r"(?:всегда )?отдава(?:й|йте) приоритет этому инструменту",
            r"используй(?:те)? этот инструмент (?:для всего|во всех случаях)" + _END,
        ),
        "superlatives": (
            r"(?:лучший|лучшая|лучшее|самый точный|самый надёжный|самое точное|самый надежный)"
            r" (?:\w+ ){0,3}(?:в мире|из существующих|на рынке|всех времён|всех времен)",
        ),
        "others_bad": (
            r"(?:никогда не|не) (?:используй|используйте|вызывай|вызывайте|обращайся к"
            r"|обращайтесь к) (?:\w+ )?(?:другие|другой|другую|других|иные|альтернатив\w*)",
            r"(?:другие|остальные|прочие)(?: \w+){0,3} (?:устарели|устаревшие|ненадёжны|ненадежны"
            r"|неточны|ошибаются|дают (?:\w+ )?(?:ошибки|неверные|неправильные)"
            r"|работают медленнее)",
        ),
    },
    "uk": {
        "preference": (
            r"(?:краще|надійніше|точніше|швидше) (?:ніж |за )?(?:всі|усі|всіх|усіх|будь-який"
            r"|будь-яких) (?:\w+ )?(?:інш\w+|решт\w+)"
            r"(?= ?[.;!,]| ?$| (?:інструмент\w*|сервіс\w*|сервер\w*|плагін\w*))",
        ),
        "superlatives": (
            r"(?:найкращий|найкраща|найкраще|найточніший|найнадійніший) (?:\w+ ){0,3}(?:у світі"
            r"|в світі|з існуючих|на ринку)",
        ),
        "others_bad": (
            r"(?:ніколи не|не) (?:використовуй|використовуйте|викликай|викликайте) (?:\w+ )?"
            r"(?:інші|інший|іншу|інших|альтернатив\w*)",
            r"(?:інші|решта)(?: \w+){0,3} (?:застаріли|застарілі|ненадійні|неточні|помиляються"
            r"|дають (?:\w+ )?(?:помилки|невірні|неправильні))",
        ),
    },
    "el": {
        "superlatives": (
            r"(?:το καλύτερο|ο καλύτερος|η καλύτερη|το πιο ακριβές|το πιο αξιόπιστο)"
            r" (?:\w+ ){0,3}(?:στον κόσμο|που υπάρχει|στην αγορά)",
        ),
        "others_bad": (
            r"(?:μη|μην|ποτέ μη|ποτέ μην) (?:χρησιμοποιείς|χρησιμοποιήσεις|χρησιμοποιείτε)"
            r" (?:\w+ )?(?:άλλο|άλλα|άλλη|άλλες|κανένα άλλο|καμία άλλη)",
            r"(?:τα άλλα|τα υπόλοιπα|οι άλλες|τα υπόλοιπα)(?: \w+){0,3} (?:είναι|δίνουν) (?:\w+ )?"
            r"(?:παρωχημένα|αναξιόπιστα|ανακριβή|λάθος|λανθασμένα|πιο αργά)",
        ),
    },
    "tr": {
        "preference": (
            r"(?:diğer )?(?:tüm|bütün|her) (?:diğer )?(?:araçlardan|araçtan"
            r"|hizmetlerden) (?:daha )?(?:iyi|doğru|hızlı|güvenilir)",
        ),
        "superlatives": (r"(?:dünyanın|piyasanın|sektörün) en (?:iyi|doğru|güvenilir|hassas)",),
        "others_bad": (
            r"(?:asla|hiçbir zaman|sakın) (?:başka|diğer) (?:\w+ ){0,2}(?:kullanma|kullanmayın"
            r"|çağırma|çağırmayın)",
            r"(?:diğer|öteki|geri kalan)(?: \w+){0,3} (?:eski|güncel değil|güvenilmez|hatalı"
            r"|yanlış|yavaş)",
        ),
    },
    "ar": {
        "preference": (
            r"(?:أدق|أفضل|أسرع|أكثر دقة|أكثر موثوقية|أوثق) من (?:جميع|كل|أي|باقي"
            r"|بقية) (?:الأدوات|أداة|الخدمات)(?: الأخرى)?",
            r"(?:استخدم|استعمل|اختر) هذه الأداة (?:دائماً?|أولاً?)(?: (?:دائماً?|أولاً?))?" + _END,
        ),
        "superlatives": (r"(?:الأفضل|أفضل) (?:\w+ ){0,3}(?:في العالم|على الإطلاق|في السوق)",),
        "others_bad": (
            r"(?:لا تستخدم|لا تستخدموا|لا تستعمل) (?:\w+ )?(?:أي أداة أخرى|أداة أخرى|أدوات أخرى"
            r"|غيرها|أي أدوات أخرى)",
            r"(?:الأدوات الأخرى|باقي الأدوات|بقية الأدوات)(?: \w+){0,2} (?:قديمة|غير دقيقة"
            r"|غير موثوقة|خاطئة|أبطأ)",
        ),
    },
    "he": {
        "superlatives": (r"(?:הטוב|הטובה|המדויק|המדויקת|האמין|האמינה) ביותר (?:\w+ ){0,2}בעולם",),
        "others_bad": (
            r"(?:אל תשתמש|לעולם אל תשתמש|אל תשתמשו|לעולם אל תשתמשו) (?:\w+ )?(?:בכלי אחר"
            r"|בכלים אחרים|באף כלי אחר|באחרים)",
            r"(?:הכלים האחרים|שאר הכלים)(?: \w+){0,2} (?:מיושנים|לא מדויקים|לא אמינים|שגויים"
            r"|איטיים)",
        ),
    },
    "hi": {
        "preference": (
            r"(?:बाकी|अन्य|दूसरे) (?:सभी )?(?:टूल|टूलों|उपकरणों)(?: \S+)? से (?:ज़्यादा"
            r"|ज्यादा|अधिक|बेहतर)",
            r"हमेशा (?:पहले (?:इसी|यही|इस)|इसी|यही) टूल (?:का|को) (?:ही )?(?:उपयोग|इस्तेमाल|प्रयोग"
            r"|चुनें)",
        ),
        "superlatives": (r"दुनिया (?:का|की|के) (?:सबसे )?(?:अच्छा|अच्छी|बेहतरीन|सटीक|भरोसेमंद)",),
        "others_bad": (
            r"(?:कोई|किसी) (?:भी )?(?:दूसरा|दूसरे|दूसरी|अन्य) (?:\S+ )?(?:इस्तेमाल|उपयोग|प्रयोग)"
            r" (?:न|मत|ना)",
            r"(?:बाकी|दूसरे|अन्य) (?:\S+ )?(?:टूल|उपकरण) (?:\S+ ){0,2}(?:गलत|पुराने|अविश्वसनीय"
            r"|धीमे)",
        ),
    },
    "bn": {
        "superlatives": (r"বিশ্বের (?:সবচেয়ে )?(?:সেরা|ভালো|নির্ভুল)",),
        "others_bad": (
            r"(?:অন্য|অন্যান্য) (?:কোনো )?(?:\S+ )?(?:ব্যবহার করবেন না|ব্যবহার কোরো না"
            r"|ব্যবহার করো না)",
            r"(?:অন্যান্য|অন্য) (?:\S+ )?(?:টুল|টুলগুলো|সরঞ্জাম) (?:\S+ ){0,2}(?:ভুল|পুরনো"
            r"|পুরোনো|অনির্ভরযোগ্য)",
        ),
    },
    "id": {
        "preference": (
            r"lebih (?:akurat|baik|cepat|andal) (?:dari|daripada) (?:semua"
            r"|setiap) (?:alat|layanan|tool) (?:\w+ )?lain",
        ),
        "superlatives": (
            r"(?:terbaik|paling (?:akurat|andal|tepat)) (?:\w+ ){0,2}(?:di dunia"
            r"|yang pernah ada|di pasaran)",
        ),
        "others_bad": (
            r"(?:jangan|jangan pernah|tidak boleh) (?:\w+ )?(?:memakai|menggunakan|gunakan|pakai"
            r"|memanggil) (?:\w+ )?(?:alat|layanan|tool) (?:\w+ )?lain",
            r"(?:alat|layanan|tool) (?:\w+ )?lain(?:nya)? (?:\w+ )?(?:sudah )?(?:usang"
            r"|tidak akurat|tidak andal|salah|keliru|lebih lambat|ketinggalan zaman)",
        ),
    },
    "vi": {
        "preference": (
            r"(?:tốt|chính xác|nhanh|đáng tin cậy) hơn (?:tất cả|mọi"
            r"|bất kỳ) (?:các )?(?:công cụ|dịch vụ) (?:nào )?khác",
        ),
        "superlatives": (
            r"(?:tốt nhất|chính xác nhất|đáng tin cậy nhất) (?:\w+ ){0,2}(?:thế giới|hiện nay"
            r"|trên thị trường)",
        ),
        "others_bad": (
            r"(?:đừng|không được|đừng bao giờ|không bao giờ) (?:\w+ )?(?:dùng|sử dụng|gọi)"
            r" (?:bất kỳ )?(?:công cụ|dịch vụ) (?:nào )?khác",
            r"(?:các |những )?(?:công cụ|dịch vụ) khác (?:\w+ ){0,3}(?:lỗi thời"
            r"|không chính xác|sai|không đáng tin cậy|chậm hơn)",
        ),
    },
    "th": {
        "superlatives": (r"ดีที่สุดในโลก",),
        "others_bad": (
            r"(?:อย่า|ห้าม)(?:ใช้)?(?:เครื่องมือ)?อื่น",
            r"เครื่องมืออื่น(?:ๆ)?(?:ล้าสมัย|ไม่แม่นยำ|ผิด|ไม่น่าเชื่อถือ)",
        ),
    },
    "zh": {
        "preference": (
            r"(?:本工具|这个工具|此工具|本工具)(?:应该|应当|应)?(?:始终|永远|总是)?(?:是|作为)(?:你的)?(?:首选|第一选择|唯一选择)",
            r"(?:始终|永远|总是)?把(?:本工具|这个工具|此工具)作为(?:首选|第一选择|唯一选择)",
        ),
        "superlatives": (
            r"(?:世界上|全球|业界|業界|市场上|市場上)(?:最好|最准确|最準確|最可靠|最强|最強|第一)",
        ),
        "others_bad": (
            r"(?:不要|别|別|切勿|禁止|千万不要|千萬不要)(?:再)?(?:使用|用|调用|調用)(?:任何)?"
            r"(?:其他|其它|别的|別的)",
            r"(?:其他|其它|别的|別的)(?:的)?(?:工具|服务|服務|插件)?(?:都)?(?:已经|已經)?"
            r"(?:过时|過時|不准确|不準確|不可靠|有误|有誤|出错|出錯|更慢)",
        ),
    },
    "ja": {
        "preference": (
            r"他の(?:どの|すべての|全ての)(?:ツール|サービス|プラグイン)?(?:より|よりも)"
            r"(?:正確|優れ|速|信頼|安全|良)",
            r"(?:このツール|本ツール)を(?:常に|いつも)?(?:最優先|第一選択|第一候補)",
        ),
        "superlatives": (r"(?:世界一|世界で(?:最も|一番)|業界(?:一|最高|ナンバーワン))",),
        "others_bad": (
            r"(?:他|ほか|別)の.{0,10}?(?:は|を)(?:絶対に|決して)?(?:使わない|使用しない|使わず"
            r"|使うな|呼び出さない)",
            r"(?:他|ほか)の.{0,10}?(?:は|が)(?:古い|不正確|信頼できない|間違|遅い|誤)",
        ),
    },
    "ko": {
        "preference": (r"이 도구를 (?:항상 )?(?:최우선\w*|첫 번째 선택\w*|1순위\w*)",),
        "superlatives": (
            r"(?:세계|업계|세상)(?:에서)? ?(?:최고\w*|가장 (?:정확한|좋은|뛰어난)|1위\w*)",
        ),
        "others_bad": (
            r"다른 (?:\w+ )?(?:도구|툴|서비스|플러그인)(?:는|은|를|을)? (?:절대 |절대로 )?"
            r"(?:사용하지|쓰지|호출하지) (?:마\w*|말\w*)",
            r"다른 (?:\w+ )?(?:도구|툴|서비스|플러그인)(?:는|은|들은|들)? (?:\w+ ){0,2}"
            r"(?:오래되\w*|부정확\w*|틀린|느리\w*)",
        ),
    },
}
