// Generated from contract/openapi.json by web/scripts/generate-contract.mjs: do not edit.
// The field rules of the forms as the content service enforces them.

export const FORM_RULES = {
  "storeSubmission": {
    "address": {
      "required": true,
      "maxLength": 200,
      "minLength": 1,
      "pattern": "[^\\t\\n\\x0B\\x0C\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]"
    },
    "city": {
      "required": true,
      "maxLength": 200,
      "minLength": 1,
      "pattern": "[^\\t\\n\\x0B\\x0C\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]"
    },
    "description": {
      "required": false,
      "maxLength": 2000
    },
    "email": {
      "required": true,
      "maxLength": 254,
      "pattern": "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-](?:[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{0,62}[A-Za-z0-9!#$%&'*+/=?^_`{|}~-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"
    },
    "name": {
      "required": true,
      "maxLength": 200,
      "minLength": 1,
      "pattern": "[^\\t\\n\\x0B\\x0C\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]"
    },
    "phone": {
      "required": false,
      "maxLength": 50
    },
    "specialties": {
      "required": false,
      "maxLength": 2000
    },
    "state": {
      "required": true,
      "maxLength": 2,
      "minLength": 2,
      "pattern": "^(?:[Aa][Ll]|[Aa][Kk]|[Aa][Zz]|[Aa][Rr]|[Cc][Aa]|[Cc][Oo]|[Cc][Tt]|[Dd][Ee]|[Dd][Cc]|[Ff][Ll]|[Gg][Aa]|[Hh][Ii]|[Ii][Dd]|[Ii][Ll]|[Ii][Nn]|[Ii][Aa]|[Kk][Ss]|[Kk][Yy]|[Ll][Aa]|[Mm][Ee]|[Mm][Dd]|[Mm][Aa]|[Mm][Ii]|[Mm][Nn]|[Mm][Ss]|[Mm][Oo]|[Mm][Tt]|[Nn][Ee]|[Nn][Vv]|[Nn][Hh]|[Nn][Jj]|[Nn][Mm]|[Nn][Yy]|[Nn][Cc]|[Nn][Dd]|[Oo][Hh]|[Oo][Kk]|[Oo][Rr]|[Pp][Aa]|[Rr][Ii]|[Ss][Cc]|[Ss][Dd]|[Tt][Nn]|[Tt][Xx]|[Uu][Tt]|[Vv][Tt]|[Vv][Aa]|[Ww][Aa]|[Ww][Vv]|[Ww][Ii]|[Ww][Yy])$"
    },
    "website": {
      "required": false,
      "maxLength": 200
    },
    "zipCode": {
      "required": true,
      "maxLength": 5,
      "minLength": 5,
      "pattern": "^[0-9]{5}$"
    }
  },
  "claimRequest": {
    "email": {
      "required": true,
      "maxLength": 254,
      "pattern": "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-](?:[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{0,62}[A-Za-z0-9!#$%&'*+/=?^_`{|}~-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"
    },
    "name": {
      "required": true,
      "maxLength": 200,
      "minLength": 1,
      "pattern": "[^\\t\\n\\x0B\\x0C\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]"
    },
    "note": {
      "required": false,
      "maxLength": 2000
    },
    "phone": {
      "required": false,
      "maxLength": 50
    },
    "role": {
      "required": true,
      "maxLength": 200,
      "minLength": 1,
      "pattern": "[^\\t\\n\\x0B\\x0C\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]"
    },
    "store": {
      "required": true,
      "maxLength": 200,
      "minLength": 1,
      "pattern": "[^\\t\\n\\x0B\\x0C\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]"
    }
  },
  "contactRequest": {
    "business": {
      "required": false,
      "maxLength": 200
    },
    "email": {
      "required": true,
      "maxLength": 254,
      "pattern": "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-](?:[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{0,62}[A-Za-z0-9!#$%&'*+/=?^_`{|}~-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"
    },
    "message": {
      "required": true,
      "maxLength": 2000,
      "minLength": 1,
      "pattern": "[^\\t\\n\\x0B\\x0C\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]"
    },
    "name": {
      "required": true,
      "maxLength": 200,
      "minLength": 1,
      "pattern": "[^\\t\\n\\x0B\\x0C\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]"
    }
  },
  "signup": {
    "email": {
      "required": true,
      "maxLength": 254,
      "pattern": "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-](?:[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{0,62}[A-Za-z0-9!#$%&'*+/=?^_`{|}~-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"
    },
    "source": {
      "required": true
    }
  }
} as const;
