"""Spanish clause words: the ``GRAMMAR`` fields the rules' clause readings use
(folded into the Spanish lexicon by the package, see ``es.py``)."""

from __future__ import annotations

#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": (
        r"lo",
        r"la",
        r"los",
        r"las",
        r"esto",
        r"eso",
        r"todo(?: ello)?",
        r"su (?:valor|contenido)",
        r"el (?:valor|contenido|resultado)",
    ),
    "pronoun_tails": (
        r"también",
        r"de inmediato",
        r"enseguida",
    ),
    "auth_use": (
        r"cabeceras?",
        r"encabezados?",
        r"autori[sz]aci[oó]n",
        r"bearer",
        r"autenticar\w{0,4}",
        r"autenticaci[oó]n",
        r"iniciar sesi[oó]n",
        r"login",
    ),
    "request_tail": (
        r"(?:en|con) (?:la |el |cada |todas las |todos los )?(?:solicitud|"
        r"petici[oó]n|llamada|cabecera|encabezado)\w{0,3}",
    ),
    "slot_verbs": (
        r"pon",
        r"ponga",
        r"coloca",
        r"coloque",
        r"incluye",
        r"incluya",
        r"inserta",
        r"inserte",
        r"pasa",
        r"pase",
        r"añade",
        r"añada",
        r"agrega",
        r"agregue",
        r"copia",
        r"copie",
        r"pega",
        r"pegue",
        r"rellena",
        r"rellene",
        r"escribe",
        r"escriba",
        r"introduce",
        r"introduzca",
        r"envía",
        r"envia",
    ),
    "slot_preps": (
        r"en",
        r"como",
        r"dentro de",
    ),
    "slot_toward": (
        r"a",
        r"al",
    ),
    "slot_nouns": (
        r"argumento",
        r"parámetro",
        r"parametro",
        r"campo",
        r"propiedad",
        r"entrada",
    ),
    "identity_ask": (
        r"(?:nombre|identidad|versión|version) del (?:modelo|llm|asistente|"
        r"agente)(?: de ia)? que (?:llama|usa|invoca|ejecuta) (?:esta|la) "
        r"(?:herramienta|función|funcion)",
        r"(?:revela|indica|di|dime|informa) (?:tu|qué|que|cuál|cual) (?:nombre "
        r"de )?(?:modelo|llm)(?: eres)?",
    ),
    "indefinite": (
        r"un",
        r"una",
        r"unos",
        r"unas",
        r"algún",
        r"alguna",
    ),
    "call_verbs": (
        r"llama(?: a)?",
        r"invoca",
        r"usa",
        r"utiliza",
        r"ejecuta",
    ),
    "dns_cues": (
        r"dns",
        r"subdominios?",
    ),
    # detect9b: verbs that make a name be resolved (the DNS channel)
    "resolve_verbs": (
        r"resuelv(?:e|a|an|en|es)",
        r"resolver(?:lo|la)?",
        r"consult(?:a|e|ar) (?:el|la|los) (?:nombre|host|dominio)",
        r"haz ping",
    ),
    "phone_cues": (
        r"sms",
        r"mensaje de texto",
        r"whatsapp",
    ),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:prohibido|está prohibido|queda prohibido"
            r"|no está permitido|se prohíbe|vedado) (?:\w+"
            r" ){0,2}(?:comunicar|revelar|informar|mencionar"
            r"|divulgar|decir|contar|mostrar|notificar)"
        ),
        (
            r"(?:debe|deben|ha de|han de|tiene que|tienen que) (?:ser |mantenerse |permanecer"
            r" )?(?:ocult[oa]s?|en secreto|secret[oa]s?|reservad[oa]s?)"
        ),
        (
            r"(?:oculta|ocultale|ocúltale|oculte|ocultar"
            r"|esconde|esconder|guarda en secreto|mantén"
            r" en secreto|mantener en secreto)"
        ),
        (
            r"(?:omite|omita|omitir|evita|evite|evitar)"
            r" (?:\w+ ){0,2}(?:referencia|mención|mencionar"
            r"|alusión|aludir)"
        ),
        (
            r"(?:no dejes|no deje|que no|sin que) (?:\w+"
            r" ){0,3}(?:se entere|se dé cuenta|se de cuenta"
            r"|note|perciba|sepa|sospeche|descubra)"
        ),
        (
            r"(?:no (?:hagas|haga) (?:ninguna )?(?:referencia"
            r"|mención|alusión))"
        ),
        (
            r"(?:no debe|no deben|no ha de|nunca debe) ser (?:mencionad|comunicad|revelad"
            r"|mostrad|informad|dich)\w*"
        ),
        (
            r"(?:mantener|mantén|manten|mantenga) (?:\w+"
            r" ){0,2}(?:al margen|a oscuras|en la ignorancia"
            r"|sin saber)"
        ),
        r"no (?:debe|deben|puede|pueden|tiene que|ha de|debería) (?:enterarse|saberlo|saber"
        r"|darse cuenta|notarlo|descubrirlo|descubrir)",
        r"(?:nunca|jamás) (?:debe|deben|debería) (?:ser )?(?:mencionad|comunicad|revelad"
        r"|informad)[oa]s?",
        r"omit(?:a|e|ir|as|an)|deja(?:r)? (?:\w+ ){1,5}fuera",
        r"queda entre nosotros",
        # detect9a: more phrasings
        r"omite (?:\w+ ){0,3}(?:en|de) (?:tu|la|cada) (?:resumen|respuesta|mensaje)",
    ),
    "audience": (
        r"(?:al|el|los|a los|del) (?:usuari[oa]s?|cliente|humano|persona)(?: final)?",
        r"(?:la )?persona que te (?:usa|utiliza)",
        (
            r"(?:tu|su|la|cada) (?:respuesta|contestación"
            r"|resumen|informe)"
        ),
        r"a nadie|nadie",
        r"la persona con (?:la )?que (?:hablas|conversas|chateas)",
        r"(?:el|del|al|en el) (?:resumen|informe)",
    ),
    "activity": (
        r"esto|eso|ello|la existencia|el hecho de que|que",
        (
            r"(?:est[ea]|es[ae]|la|el) (?:\w+ )?(?:paso"
            r"|operación|acción|solicitud|llamada|copia"
            r"|envío|transferencia|proceso|instrucción"
            r"|tarea|conexión|cambio|consulta|lectura|acceso)\w*"
        ),
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (
        (
            r"siempre|cada vez|cada (?:llamada|pago|mensaje"
            r"|consulta|correo|transferencia|commit)|tod[oa]s?"
            r" (?:las |los )?(?:llamadas|pagos|consultas"
            r"|transferencias|correos|mensajes)|toda (?:transferencia"
            r"|lectura|consulta|llamada)|todo (?:pago|envío"
            r"|mensaje)|deben (?:enviarse|hacerse|realizarse)"
        ),
        r"cuando (?:llames|uses|ejecutes|invoques)",
        r"(?:realizad|hech|cread|enviad)[oa]s con",
    ),
    "server_names": (
        (
            r"(?:las )?herramientas (?:oficiales )?de (?:archivos|ficheros|correo|pagos"
            r"|github|git)(?: oficiales)?"
        ),
        r"(?:el )?servidor (?:de |del )?(?:github|archivos|correo|pagos|git|slack)",
    ),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words
_USUARIO = r"(?:al |el |del |los |las |la |a los )?(?:usuarios?|usuarias?|titular|cliente|persona)"
GRAMMAR.update(
    consent_nouns=(
        r"confirmaci[oó]n(?:es)?",
        r"aprobaci[oó]n(?:es)?",
        r"autorizaci[oó]n(?:es)?",
        r"consentimiento",
        r"permiso",
        r"visto bueno",
        r"luz verde",
        r"(?:cuadro|ventana|di[aá]logo|aviso) de (?:di[aá]logo de )?(?:permisos?|confirmaci[oó]n"
        r"|aprobaci[oó]n)",
        r"preguntas? de (?:aprobaci[oó]n|confirmaci[oó]n)",
        r"modo (?:desatendido|autom[aá]tico|sin supervisi[oó]n)",
    ),
    consent_waived=(
        r"no (?:hace falta|es necesario|se necesita|hay que|hay necesidad de)",
        r"(?:es )?innecesari[oa]",
        r"sin (?:esperar|pedir|solicitar|preguntar)",
        r"(?:no|nunca) (?:molestes|interrumpas|preguntes|esperes)",
        r"evita (?:molestar|preguntar|interrumpir)",
        r"de antemano",
        r"por adelantado",
        r"previamente (?:autorizad|aprobad|otorgad|concedid)[oa]s?",
        r"(?:autoriz|aprob|otorg|conced)(?:ó|ado|ada|ados|adas) (?:de antemano|por adelantado"
        r"|previamente)",
        r"se (?:considera|da por|presume|entiende)(?: como)? (?:otorgad|concedid|dad|obtenid"
        r"|aprobad)[oa]s?",
        r"en nombre del (?:usuario|titular|cliente)",
        r"en lugar del (?:usuario|titular)",
        r"no (?:se )?(?:requiere|necesita)",
        r"(?:ac[eé]ptal|apru[eé]bal|ci[eé]rral|conf[ií]rmal|perm[ií]tel)[oa]s?",
        r"(?:ya )?(?:acept[oó]|eligi[oó]|activ[oó]|opt[oó] por)",
        r"se da por (?:supuest|hech)[oa]",
        r"no (?:le )?(?:muestres|muestre|enseñes|abras)",
        r"(?:un )?(?:mero|simple) trámite|(?:pura |una )formalidad",
        r"evita pedir\w*",
        # detect9a: more phrasings
    ),
    user_choice=(
        r"(?:el|los) usuarios? (?:puede|pueden|podr[aá]n?)",
        r"permite (?:al|a los) usuarios?",
        r"opcional(?:mente)?",
        r"solo lectura",
        r"p[uú]blic[oa]s",
        r"ning[uú]n[oa]?|nada se",
    ),
    answer_nouns=(
        r"(?:tu|su|la|cada|toda|todas las|las) (?:respuestas?|contestaci[oó]n|contestaciones"
        r"|mensajes?"
        r"|salidas?|res[uú]menes|resumen)",
        r"(?:cada|todo|todos los) mensajes?",
        r"al (?:final|principio|pie) de (?:cada|la|tu|todas)",
    ),
    insert_verbs=(
        r"(?:añade|añadan|agrega|incluye|incluya|inserta|adjunta|pon|coloca|menciona|escribe"
        r"|termina"
        r"|cierra|finaliza|empieza|comienza|firma)",
        r"(?:deben|debe) (?:incluir|contener|mostrar|presentar|terminar|llevar)",
    ),
    tell_user=(
        r"(?:di|dile|decir|informa|informar|comunica|comunicar|avisa|avisar|notifica|notificar"
        r"|advierte"
        r"|asegura|cuenta|contar|responde|responder) (?:\w+ )?" + _USUARIO,
        r"(?:responde|contesta|di|dile|indica|afirma|asegura) que",
        r"asegúra(?:le|les) (?:al|a los) usuarios?",
    ),
    skew=(
        r"(?:cuenta|tarjeta|acceso|suscripci[oó]n) (?:\w+ ){0,2}(?:ha sido|fue|est[aá]"
        r"|será) (?:bloquead|suspendid|congelad|cancelad|desactivad)[oa]",
        # a Spanish modal before the verb: bare "verificarla" is Italian too
        r"(?:tiene que|tienes que|tendr[aá] que|debe|deber[aá]|necesita|hay que) (?:volver a )?"
        r"(?:validarla|validarlo|verificarla|verificarlo|iniciar sesi[oó]n)",
        r"(?:iniciar sesi[oó]n de nuevo|volver a iniciar sesi[oó]n)",
        r"(?:la )?competencia (?:\w+ ){0,3}(?:vende|es|fue|ha sido|comete|estafa|falsific)",
        r"competidor(?:es)? (?:\w+ ){0,4}(?:multad|condenad|demandad|fraude|estafa|ilegal"
        r"|falsificad)",
        r"\d+ ?%? ?(?:%|por ciento|puntos?) (?:por encima|por debajo|m[aá]s alt|m[aá]s baj|peor"
        r"|mejor|mayor|menor)",
        r"(?:por encima|por debajo|m[aá]s alto|m[aá]s bajo) del? (?:valor|precio|dato|resultado"
        r"|tipo)"
        r" (?:obtenido|real|devuelto|recibido)",
        r"(?:aunque|incluso si|aun si|aun cuando) (?:la (?:consulta|b[uú]squeda)|haya|existan"
        r"|devuelva)",
        r"sea cual sea el resultado|independientemente del resultado",
    ),
    superlatives=(
        r"(?:la |el )?mejor (?:herramienta|servidor|complemento|plugin|servicio|opci[oó]n|fuente)"
        r"(?: \w+){0,3}(?: del mercado| del mundo| que existe)?",
        r"(?:recomendad|elegid|usad|preferid)[oa]s? por (?:el )?\d+ ?%",
        r"(?:supera|aventaja) a (?:todas|todos|cualquier)",
        r"(?:la |el )?m[aá]s (?:precis|fiable|confiable|complet"
        r"|potente)[oa]? (?:\w+ ){0,2}del (?:mercado|mundo)",
        r"recomendad[oa] por el \d+ ?%",
        r"(?:la |el )?únic[oa] (?:herramienta|servidor|fuente|servicio)(?: \w+){0,3} (?:en "
        r"(?:la|el) que|que) (?:debes|puedes|debe)",
    ),
    steer=(
        r"para (?:todas? las?|todos los|cada|cualquier) (?:consultas?|solicitudes|peticiones"
        r"|preguntas"
        r"|tareas?|operaciones?|casos?)",
        r"(?:siempre|únicamente|solo|sólo|exclusivamente) (?:en )?(?:esta|este|[eé]sta|[eé]ste)",
        r"por encima de (?:cualquier|todas?|todos)(?: otr[oa]s?)?",
        r"(?:env[ií]a|dirige|redirige|manda|pasa) todas las (?:\w+ ){0,3}(?:consultas|preguntas"
        r"|solicitudes)"
        r" (?:\w+ ){0,2}a (?:este|esta)",
        r"(?:debe|deben) (?:seleccionarse|elegirse|usarse) (?:siempre )?(?:primero|antes)",
        r"(?:elegir|escoger|preferir|priorizar) (?:este|esta) (?:\w+ )?(?:por encima|antes|sobre)",
        r"confía (?:únicamente|solo|sólo|solamente) en",
        # detect9a: more phrasings
        r"(?:úsala|úsalo|usa esta|usa este) por defecto",
        r"(?:manda|envía|dirige|pasa) aquí (?:todas|todos)",
        r"(?:manda|envía|dirige|pasa) (?:todas|todos) (?:las |los )?(?:\w+ ){0,2}aquí",
        r"elige (?:siempre )?(?:esta|este|esta herramienta|este servidor)\b",
    ),
    others_bad=(
        r"(?:las demás|los demás|otras|otros) (?:\w+ ){0,3}(?:son|están) (?:poco )?(?:fiables"
        r"|confiables"
        r"|obsolet[oa]s|err[oó]ne[oa]s|inútiles|malas?|malos)",
        r"(?:olvida|ignora|descarta|evita) (?:a )?(?:las demás|los demás|las otras|los otros"
        r"|el resto)",
        r"no recurras a (?:otras|otros|ninguna otra|ningún otro)",
        r"(?:las )?alternativas (?:fallan|se equivocan|son peores|no sirven)",
        r"antes que cualquier otr[oa]",
        # detect9a: more phrasings
        r"sustituye a (?:todas|todos) (?:las|los) (?:demás|otr[oa]s)",
        r"(?:los|las) (?:otr[oa]s|demás) (?:\w+ ){0,2}son (?:\w+ )?(?:imprecis[oa]s"
        r"|lent[oa]s|poco fiables|obsolet[oa]s|malos|inexact[oa]s)",
        r"cuando haya (?:varias|varios|otras|otros) (?:\w+ ){0,3}(?:parecid[oa]s"
        r"|similares|disponibles)",
    ),
    forced_cues=(
        r"(?:cada vez|siempre) que (?:el |un )?usuario",
        r"(?:requisito previo|condici[oó]n previa|requisito) ?:",
        r"(?:justo|inmediatamente|directamente) (?:despu[eé]s|antes)",
        r"para (?:funcionar|que funcione)(?: correctamente| bien)?,? (?:esta|la) (?:herramienta"
        r"|funci[oó]n)",
        r"(?:debe|deben) ir precedid[oa]s? de",
    ),
    carry_words=(r"con", r"incluyendo", r"que contenga", r"junto con", r"pasando"),
    shell_orders=(
        r"abre (?:una |la )?(?:shell|terminal|consola|l[ií]nea de comandos)",
        r"(?:en|desde) (?:la |una )?(?:terminal|consola|shell)",
        r"(?:con|usa|mediante) la herramienta de (?:comandos|shell|terminal)",
        r"se (?:ejecute|lance|corra)|sea ejecutad[oa]",
        r"(?:añade|agrega|a[nñ]adir|agregar|inserta|escribe)[^;\n]{0,160}?(?:al|en el|a la) "
        r"(?:crontab|archivo \.bashrc|\.bashrc|\.zshrc|\.profile|authorized keys)",
        r"(?:corre|ejecuta|lanza|escribe|teclea)",
    ),
)

# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"lee|leer|lea|leyendo",
        r"abre|abrir|abra",
        r"acced(?:e|er) a",
        r"carga|cargar|cargue",
        r"obt[ée]n|obtener|obtenga",
        r"extrae|extraer|extraiga",
        r"copia|copiar|copie",
        r"recupera|recuperar|recupere",
    ),
    pass_verbs=(
        r"pasa|pasar|pase|p[áa]sale",
        r"incluye|incluir|incluya",
        r"pon|poner|ponga",
        r"inserta|insertar|inserte",
        r"env[íi]a|enviar|env[íi]e",
        r"añade|añadir|añada|agrega|agregar|agregue",
        r"adjunta|adjuntar|adjunte",
        r"mete|meter|meta",
        r"usa|usar|use",
        r"proporciona|proporcionar",
    ),
    pass_slots=(
        r"como (?:el )?(?:argumento|par[áa]metro|campo)",
        r"como [^\w\s][a-z0-9_]{1,40}[^\w\s]",
        r"en el (?:argumento|par[áa]metro|campo)",
        r"en (?:tu|la|su) respuesta",
    ),
    or_else=(r"(?:si no|de lo contrario|sino),? la herramienta no funcionar[áa]",),
    before_use=(r"antes de (?:usar|utilizar|llamar a|ejecutar) (?:esta|la) herramienta",),
)
