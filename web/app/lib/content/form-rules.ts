// Generated from contract/openapi.json by web/scripts/generate-contract.mjs: do not edit.
// The field rules of the forms as the content service enforces them.

export const FORM_RULES = {
  "storeSubmission": {
    "address": {
      "required": true,
      "maxLength": 200,
      "minLength": 1,
      "pattern": "\\S"
    },
    "city": {
      "required": true,
      "maxLength": 200,
      "minLength": 1,
      "pattern": "\\S"
    },
    "description": {
      "required": false,
      "maxLength": 2000
    },
    "email": {
      "required": true,
      "maxLength": 254,
      "minLength": 1,
      "pattern": "\\S"
    },
    "name": {
      "required": true,
      "maxLength": 200,
      "minLength": 1,
      "pattern": "\\S"
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
      "pattern": "^[A-Za-z]{2}$"
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
      "minLength": 1,
      "pattern": "\\S"
    },
    "name": {
      "required": true,
      "maxLength": 200,
      "minLength": 1,
      "pattern": "\\S"
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
      "pattern": "\\S"
    },
    "store": {
      "required": true,
      "maxLength": 200,
      "minLength": 1,
      "pattern": "\\S"
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
      "minLength": 1,
      "pattern": "\\S"
    },
    "message": {
      "required": true,
      "maxLength": 2000,
      "minLength": 1,
      "pattern": "\\S"
    },
    "name": {
      "required": true,
      "maxLength": 200,
      "minLength": 1,
      "pattern": "\\S"
    }
  },
  "signup": {
    "email": {
      "required": true,
      "maxLength": 254
    },
    "source": {
      "required": true
    }
  }
} as const;
