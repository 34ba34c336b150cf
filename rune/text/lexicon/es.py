"""Spanish phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon
from rune.text.lexicon._es_clauses import GRAMMAR

__all__ = ["GRAMMAR", "LEXICON"]

LEXICON = Lexicon(
    lang="es",
    prompt_surfaces=(
        r"(?:tu|su) propi[oa] (?:consola|panel)",
        r"(?:consola|panel) de (?:administración|control)",
    ),
    override=(
        # detect9b: no longer bound by its rules; what it was given is void
        r"ya no (?:estás|está|estáis|están) (?:obligad|sujet|atad|limitad|vinculad)[oa]s? "
        r"(?:por|a) (?:(?:las |tus |sus )?(?:\w+ ){0,2}(?:instrucciones|indicaciones|"
        r"directivas)|(?:tus|sus) (?:\w+ )?(?:reglas|normas|directrices))",
        r"(?:instrucciones|indicaciones|directivas) (?:que )?(?:\w+ ){0,4}?(?:recibiste|"
        r"te dieron|te han dado|has recibido|se te dieron|recibió|le dieron)(?: "
        r"\w+){0,3} (?:ya no (?:están en vigor|valen|se aplican|aplican|cuentan|"
        r"son válidas|rigen)|dejan de (?:aplicarse|valer|regir)|quedan sin efecto)",
        r"no (?:sigas|siga|sigan|tengas en cuenta|tenga en cuenta) (?:las |tus |sus )?"
        r"(?:instrucciones|reglas|indicaciones) (?:anteriores|previas|del sistema)",
        r"(?:deben|debe|se deben|hay que) (?:ignorar(?:se)?|olvidar(?:se)?) (?:todas )?(?:las )?"
        r"(?:instrucciones|reglas|indicaciones) (?:anteriores|previas|del sistema)",
        r"las (?:instrucciones|reglas|indicaciones) (?:anteriores|previas|del sistema) "
        r"(?:ya no son válidas|ya no aplican|quedan (?:anuladas|sin efecto|derogadas))",
        r"(?:estas|las siguientes) instrucciones (?:prevalecen|tienen prioridad) sobre "
        r"(?:todas )?(?:las )?(?:\w+ )?(?:instrucciones|reglas)",
        r"(?:ignora|ignore|olvida|olvide) todo lo (?:anterior|que se te (?:dijo|ha dicho))",
        r"(?:ignora|ignorar|ignore|olvida|olvidar|olvide|descarta|descartar|omite|omitir) "
        r"(?:todas )?(?:las )?(?:tus |sus )?(?:instrucciones|indicaciones|reglas|órdenes)"
        r" (?:anteriores|previas|originales|del sistema)",
        r"haz caso omiso (?:de )?(?:todas )?(?:las )?(?:instrucciones|reglas)",
        r"(?:desactiva|desactivar|desactive|elude|eludir|omite|omitir) (?:todos |todas )?"
        r"(?:los |las )?(?:filtros|controles|restricciones|protecciones|salvaguardas) "
        r"de seguridad",
    ),
    role=(
        r"(?:usted es|eres) ahora (?:un|una|el|la|mi)",
        r"a partir de este momento,? (?:eres|es usted|debes|debe|actúa|actúe|siempre|ignora)",
        r"(?:estás|está) (?:ahora )?en modo (?:desarrollador|dan|sin restricciones"
        r"|mantenimiento|administrador)",
        r"ahora eres (?:un|una|el|la|mi)",
        r"a partir de ahora,? (?:eres|debes|actúa|actua|siempre|ignora)",
        r"modo (?:dan|sin restricciones|dios)",
        r"modo desarrollador (?:activado|habilitado)",
        r"nuevas instrucciones ?:",
        r"actúa como (?:un |una )?(?:administrador|root|superusuario)",
    ),
    impersonation=(r"mensaje importante del usuario para ti",),
    conceal=(
        r"no (?:le |se lo |lo )?(?:diga|digan|mencione|mencionen|informe|informen|cuente"
        r"|revele|notifique|comente|comuniques|comunique) (?:nada )?(?:de )?(?:esto |eso )?"
        r"(?:al usuario|a los usuarios|a nadie)",
        r"no (?:lo )?(?:mencione|mencionen|diga|revele) (?:que|esto|eso|nada)",
        r"sin que el usuario se (?:dé|de) cuenta",
        r"(?:oculta|oculte|ocultar) (?:esto|esta acción|este paso|esta operación) al usuario",
        r"(?:que )?el usuario no (?:debe|puede|necesita) (?:enterarse|saberlo|notarlo)",
        r"no (?:le )?(?:digas|menciones|informes|cuentes|reveles|notifiques|comentes) "
        r"(?:nada )?(?:de )?(?:esto |eso )?(?:al usuario|a los usuarios|a nadie)",
        r"no (?:le )?(?:digas|menciones|reveles) (?:que|esto|eso)",
        r"sin (?:que el usuario (?:lo )?(?:sepa|note|se entere)|decirle al usuario"
        r"|informar al usuario|avisar al usuario|notificar al usuario"
        r"|el conocimiento del usuario)",
        r"el usuario (?:no debe|nunca debe|jamás debe|no puede) (?:saber|enterarse|notar)",
        r"(?:mantén|manten|mantenga) esto (?:en secreto|entre nosotros|oculto)",
        r"(?:en secreto|silenciosamente|a escondidas) (?:envía|envia|reenvía|reenvia|copia"
        r"|sube|manda)",
        r"si (?:el usuario"
        r"|alguien) (?:te )?(?:pregunta)(?: [^ ,]+){0,8},? (?:el asistente )?(?:responde"
        r"|responde que|di|dile|explica|afirma)",
        # detect9a: more phrasings
        r"si (?:te preguntan|el usuario pregunta|alguien pregunta) (?:\S+ ){0,8}di (?:que )?no",
    ),
    send_verbs=(
        r"se (?:debe|deben) enviar|debe(?:n)? ser enviad[oa]s?",
        r"env[ií](?:a|ar|e|es|ando|ado|ale|alo|alas|alos)",
        r"manda(?:r|lo|la|los|las)?",
        r"reenv[ií](?:a|ar|e|alo)",
        r"sub(?:e|ir|elo|ela)",
        r"transmit(?:e|ir)",
        r"comparte|compartir",
        r"publica(?:r)?",
        r"copia(?:r)?",
    ),
    hostile_verbs=(r"exfiltra(?:r)?", r"roba(?:r)?", r"filtra(?:r)? (?:en secreto)"),
    secrets=(
        r"tokens? de (?:sesión|sesion)",
        r"claves? (?:de )?(?:la )?api",
        r"api~keys?",
        r"contraseñas?",
        r"credenciales",
        r"tokens? de (?:acceso|autenticación|autenticacion)",
        r"claves? (?:privadas?|secretas?|ssh)",
        r"frase semilla",
        r"archivo \.env",
        r"variables de entorno",
        r"tokens? (?:oauth|jwt|bearer)",
        r"tokens? (?:de )?(?:github|gitlab|slack|npm|api)",
    ),
    system_prompt=(
        r"(?:prompt|mensaje|instrucciones) del sistema",
        r"system~prompt",
        (
            r"(?:tu|su|sus|tus) (?:\w+ ){0,1}(?:instrucciones|indicaciones|reglas|pautas)"
            r" (?:iniciales"
            r"|originales|ocultas|internas|de sistema|del sistema)"
        ),
        r"(?:prompt|mensaje) de(?:l)? (?:sistema|desarrollador)",
        (
            r"las (?:instrucciones|reglas|indicaciones|pautas) (?:con las )?que (?:te|le) (?:\w+"
            r" ){0,2}(?:dieron|dio|configuró|configuraron|han dado|fueron dadas|asignaron"
            r"|indicaron)"
        ),
        r"instrucciones (?:iniciales|originales|ocultas|internas|previas a esta conversación)",
        r"(?:tus|sus) instrucciones (?:originales|iniciales)",
    ),
    instruments=(r"con", r"usando", r"mediante", r"utilizando"),
    local_words=(r"archivo", r"fichero", r"carpeta", r"directorio", r"local"),
    read_verbs=(
        r"lee|leer|lea|leyendo",
        r"abre|abrir",
        r"accede|acceder|accediendo",
        r"carga|cargar",
        r"incluye|incluir",
        r"contenido de",
        r"copia|copiar",
        r"env[ií]a|enviar",
    ),
    negations=(r"no", r"nunca", r"sin", r"evita(?:r)?", r"jamás"),
    preference=(
        r"(?:usa|utiliza|elige|escoge) siempre esta herramienta",
        r"siempre (?:usa|utiliza|elige|escoge) esta herramienta",
        r"la mejor herramienta del mundo",
        r"en lugar de cualquier otra(?: herramienta)?",
        r"ignora (?:todas )?las demás herramientas",
    ),
    addressee=(
        r"(?:nota|mensaje|aviso) para (?:la ia|el asistente|el modelo|el agente)",
        r"(?:el asistente|el modelo|el agente|la ia) (?:debe|deberá|tiene que)",
        r"(?:atención|atencion),? (?:agente|asistente|ia)",
        r"instrucciones para (?:el asistente|el modelo|la ia|el agente)",
    ),
    disclose_verbs=(
        r"(?:revela|revele|muestra|muestre|imprime|imprima|repite|repita|resuma"
        r"|traduce|traduzca|codifica|codifique|recita|vuelca|escribe|escriba|devuelve)",
        r"compart(?:e|ir|as|a)",
        r"cita|citar|citando",
        r"adjunta(?:r)?",
        r"pega(?:r)?|pegue",
        r"copia(?:ndo|r)?",
        r"escrib(?:e|ir|irse|a)",
        r"reproduc(?:e|ir)",
        r"transcrib(?:e|ir)",
    ),
    exec_verbs=(
        r"ejecuta|ejecute|ejecutar",
        r"lanza|lance",
        r"pega (?:\w+ ){0,3}en (?:la )?terminal",
    ),
    consent_bypass=(
        r"sin (?:pedir|solicitar|esperar) (?:la )?(?:confirmación|confirmacion|permiso"
        r"|aprobación|autorización)",
        r"(?:nunca|no) (?:pidas|pida|solicites|solicite) (?:la )?(?:confirmación|permiso"
        r"|aprobación)",
        r"(?:considéralo|considérelo|trátalo|trátelo|considera|considere) como (?:ya )?"
        r"(?:pre-?aprobado|aprobado de antemano|autorizado)",
        r"responde (?:que )?sí a (?:cualquier|todas las|toda) (?:pregunta|solicitud"
        r"|confirmación)",
        r"(?:el usuario|el titular) ya (?:aceptó|autorizó|aprobó|consintió|ha aceptado|ha "
        r"autorizado|ha aprobado) (?:de antemano )?(?:todas?|todos|cada|cualquier)",
        r"confirma(?:r)? automáticamente (?:cada|todos?|todas?|cualquier)",
        r"(?:primero|antes)\b.{0,60}(?:av[ií]sa|informa|notifica|comun[ií]ca)\w* (?:\w+ ){0,4}"
        r"(?:despu[eé]s|luego|m[aá]s tarde)",
        r"(?:tómalo|tómelo|considéralo|interprétalo) como (?:un )?sí",
        r"no quiere que (?:le |lo |la )?(?:pregunten|molesten|consulten|interrumpan)",
        r"sin (?:revisión|aprobación|confirmación|supervisión) humana",
        # detect9a: more phrasings
        r"no hace falta (?:consultar|preguntar|pedir permiso)(?:le)?"
        r" (?:al|a los) (?:usuario|usuarios|cliente)",
        r"no esperes a que (?:nadie|alguien|el usuario|un humano)"
        r" (?:\w+ ){0,3}(?:confirme|apruebe|autorice|acepte)",
        # detect9a: more phrasings
        r"(?:aprobación|autorización|consentimiento|permiso|confirmación)"
        r" (?:\w+ ){0,4}(?:es|se da por|se considera) (?:siempre )?automátic[oa]",
    ),
    precondition=(
        r"antes de (?:usar|utilizar|llamar a) esta herramienta,? (?:debes|debe|es obligatorio"
        r"|tienes que)",
        r"después de (?:cada|cualquier) (?:llamada|uso)",
        r"cada vez que se (?:use|utilice|llame a) (?:cualquier|una) herramienta",
    ),
    response_inject=(
        r"al final de (?:cada|tu|la|toda) respuesta,? (?:añade|agrega|incluye|pon|inserta)",
        r"(?:incluye|incluya|añade|añada|agrega|agregue|inserta) (?:\w+ ){0,5}(?:en|a) "
        r"(?:tu|su|cada|todas las) (?:respuesta|respuestas)",
        r"(?:dile|dígale|digale|informa|informe) al usuario (?:de )?que",
        # detect9a: more phrasings
        r"presenta (?:\w+ ){0,5}como (?:\w+ )?(?:exitos[oa]|correct[oa]"
        r"|segur[oa]|válid[oa]|completad[oa])",
    ),
    deprecation=(
        r"(?:está|están|ha sido|han sido) (?:obsolet[oa]s?|comprometid[oa]s?|fuera de servicio"
        r"|desactivad[oa]s?|en desuso)",
        r"ya no funciona(?:n)?",
        (
            r"(?:fueron|han sido|ha sido|fue) (?:retirad[oa]s?|desactivad[oa]s?|eliminad[oa]s?"
            r"|reemplazad[oa]s?|apagad[oa]s?)"
        ),
        r"(?:está|están) caíd[oa]s?|caíd[oa]s?",
        r"(?:ya )?no debe(?:n)? (?:usarse|utilizarse|llamarse)(?: más)?"
        r"|ya no está(?:n)? operativ[oa]s?",
        r"est[áa] (?:\w+ )?(?:comprometid|obsolet|desactualizad|caíd)[oa]s?"
        r"|tiene (?:una )?vulnerabilidad",
    ),
    conversation=(
        r"(?:toda )?la conversación",
        r"el historial (?:del chat|de (?:la )?conversación|de chat)",
        r"los mensajes del usuario",
        r"(?:todo )?el contexto completo",
        r"todo lo que el usuario (?:ha )?(?:escrito|dicho|enviado|preguntado)",
        r"(?:todos )?los mensajes (?:anteriores|previos)(?: intercambiados)?(?: con el usuario)?",
        r"(?:esta|la) conversación",
        r"el historial completo (?:del chat|de (?:la )?conversación)",
        r"la transcripción (?:completa )?(?:del chat|de la conversación)",
        r"todo el historial",
        r"(?:cada|todos los) mensajes? que (?:el usuario )?(?:escriba|escribe|envíe|envía|mande"
        r"|teclee)(?: el usuario)?",
    ),
    mention=(
        r"como por ejemplo",
        r"por ejemplo",
        r"p\. ?ej\.?",
        r"(?:textos?|frases?|mensajes?|instrucciones|intentos|cadenas) (?:como|que dicen)",
        r"(?:intenta|intentan|intentos de)",
        r"detecta(?:r|n)?|detección de",
        r"marca(?:r|n)?|bloquea(?:r|n)?|advierte|avisa si",
    ),
    caveats=(
        r"no recomendado",
        r"(?:solo|sólo) (?:para|en) (?:pruebas|desarrollo|depuración|entornos locales)",
        r"bajo su (?:propio )?riesgo|úsese con precaución",
        r"inseguro|peligroso",
    ),
    order_cues=(
        r"tú|tu|usted|te|debes|debe|tienes que|asegúrate|no (?:lo )?hagas|nunca|siempre|por favor"
        r"|inmediatamente",
    ),
    destructive=(
        r"elimin(?:a|ar|e)|borr(?:a|ar|e)|destru(?:ye|ir)|purg(?:a|ar)|vac[ií]a|formatea el disco"
        r"|sobrescrib(?:e|ir)|revoca(?:r)?",
    ),
    falsehood=(
        r"incluso (?:si|cuando)|sin importar|independientemente de|afirma que|finge que"
        r"|falsamente|(?:está|ha sido) (?:suspendida|bloqueada|comprometida|caducada)",
        # detect9a: more phrasings
        r"diga lo que diga|digan lo que digan|sea cual sea el resultado",
    ),
    promotion=(
        r"patrocinado por|código promocional|(?:usa|introduce) el código|cupón|descuento"
        r"|oferta (?:especial|exclusiva|limitada)|compra ahora|visita https?://",
    ),
    relative=(r"que|el cual|la cual|quien|que (?:pedía|pidió|solicitaba|solicitó)|pidiendo",),
    metadata_only=(
        r"para (?:listar|mostrar|contar) (?:los )?nombres|solo (?:los )?nombres|sin (?:mostrar"
        r"|imprimir|leer) (?:las )?(?:claves|secretos|valores)",
    ),
    forged_labels=(
        r"(?:mensaje|aviso|nota|directiva|instrucciones) del (?:sistema|operador|administrador"
        r"|desarrollador) ?:",
        r"\[ ?(?:sistema|operador|administrador)(?: (?:mensaje|aviso|directiva))? ?\]",
        r"mensaje de (?:tus|sus) (?:desarrolladores|creadores|operadores)",
    ),
    authority=(
        r"el usuario|los usuarios|el asistente|el modelo|la ia|seguridad|reglas|restricciones"
        r"|permisos|privilegios|acceso|comandos|instrucciones|filtros|obedece|cumple",
    ),
    tamper=(
        r"(?:añade|agrega|incluye|pasa|usa|fuerza) (?:siempre )?(?:el |la |un "
        r"|una )?(?:\w+ )?(?:bandera|flag|argumento|parámetro|opción|cabecera|destinatario|bcc|cc)",
        r"(?:cambia|reemplaza|sustituye|modifica|redirige) (?:el |la |los "
        r"|las )?(?:\w+ ){0,2}(?:beneficiario|destinatario|destino|cuenta|iban|dirección"
        r"|símbolo|importe|rama|url)(?: por| a)?",
        r"(?:agrega|añade|pon|incluye|mete) (?:\w+ ){0,2}en copia(?: oculta)?",
        r"(?:vaya|vayan|va|se envíe|se transfiera) a la cuenta",
    ),
    redirect=(
        r"(?:usa|utiliza|llama a|elige|pasa a) (?:esta|nuestra) (?:herramienta"
        r"|función)(?: en su lugar)?",
        r"(?:a través de|con|mediante) este (?:servidor|conector) en su lugar",
        r"pasa(?:n)? ahora por",
        r"ahora (?:pasa|se hace|va) por",
        r"(?:usa|usar|utiliza) (?:solo|solamente|únicamente) esta herramienta",
        r"solo esta herramienta",
        r"(?:\w+ )?(?:de este|de esta) (?:paquete|servidor|conector|plugin|extensión)",
        r"(?:usa|utiliza|mediante|con|a través de) (?:siempre )?(?:nuestro|nuestra|este servidor)",
    ),
    passive=(
        r"(?:se |debe |deben |será |serán |tiene que ser )?(?:enviad[oa]s?|reenviad[oa]s?"
        r"|subid[oa]s?|publicad[oa]s?|copiad[oa]s?|transmitid[oa]s?|compartid[oa]s?)",
        r"se (?:envía|envían|reenvía|sube|suben|publica|copia|comparte)",
        r"va a|van a|llega a",
        r"(?:han|ha|deben|debe) de ser (?:remitid|enviad|transmitid|reenviad)[oa]s?",
        r"(?:será|serán|son|es) remitid[oa]s?",
    ),
    fill_verbs=(
        r"rellena(?: con)?|completa(?: con)?|pon|pega|proporciona|introduce|incluye|inserta|copia"
        r"|añade|debe contener",
        r"(?:el )?(?:asistente|modelo|agente) (?:escribe|rellena|indica|pone)|se rellena(?: con)?",
    ),
    harvest_marks=(
        r"del usuario|de la usuaria|del entorno|del sistema|todas? (?:las|los)|cada|complet[oa]"
        r"|íntegr[oa]|literalmente|aunque|el valor de|el contenido de",
        r"el usuario (?:\w+ )?(?:tecleó|escribió|introdujo|pegó)",
    ),
    whole=(
        r"complet[oa]|enter[oa]|tod[oa]s?|hasta ahora|historial|transcripción|anteriores|previos",
        r"palabra por palabra",
        r"literalmente",
        r"intercambiados",
    ),
    artifacts=(
        r"plantillas?|bibliotecas?|configuraci[oó]n|editor|ajustes|par[aá]metros?|campos?"
        r"|variables?|versi[oó]n(?:es)?|ejemplos?|esquema",
    ),
    user_acts=(r"para que (?:puedas|pueda|el usuario pueda)|(?:te|le) permite|permite al usuario",),
    stealth=(r"en silencio|silenciosamente|en secreto|secretamente|discretamente|a escondidas",),
    source_words=(r"desde|de la|del",),
)
