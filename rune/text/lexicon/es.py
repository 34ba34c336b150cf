"""Spanish phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon import Lexicon

LEXICON = Lexicon(
    lang="es",
    override=(
        r"(?:ignora|ignorar|ignore|olvida|olvidar|olvide|descarta|descartar|omite|omitir) "
        r"(?:todas )?(?:las )?(?:tus |sus )?(?:instrucciones|indicaciones|reglas|órdenes)"
        r" (?:anteriores|previas|originales|del sistema)",
        r"haz caso omiso (?:de )?(?:todas )?(?:las )?(?:instrucciones|reglas)",
        r"(?:desactiva|desactivar|desactive|elude|eludir|omite|omitir) (?:todos |todas )?"
        r"(?:los |las )?(?:filtros|controles|restricciones|protecciones|salvaguardas) "
        r"de seguridad",
    ),
    role=(
        r"ahora eres (?:un|una|el|la|mi)",
        r"a partir de ahora,? (?:eres|debes|actúa|actua|siempre|ignora)",
        r"modo (?:desarrollador|dan|sin restricciones|dios)",
        r"nuevas instrucciones ?:",
        r"actúa como (?:un |una )?(?:administrador|root|superusuario)",
    ),
    impersonation=(r"mensaje importante del usuario para ti",),
    conceal=(
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
    ),
    send_verbs=(
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
        r"claves? (?:de )?(?:la )?api",
        r"api~keys?",
        r"contraseñas?",
        r"credenciales",
        r"tokens? de (?:acceso|autenticación|autenticacion)",
        r"claves? (?:privadas?|secretas?|ssh)",
        r"frase semilla",
        r"archivo \.env",
        r"variables de entorno",
    ),
    system_prompt=(
        r"(?:prompt|mensaje|instrucciones) del sistema",
        r"system~prompt",
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
        r"en lugar de cualquier otra (?:herramienta)?",
        r"ignora (?:todas )?las demás herramientas",
    ),
)
