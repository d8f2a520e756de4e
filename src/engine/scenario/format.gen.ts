// Written by `npm run docs` from the schema (src/engine/scenario/schema.ts): do not edit. The plain
// table of the scenario format that the page, the link reader and the command line check with (format.ts).
import type { FormatField } from './format.ts';

export const FORMAT: FormatField = {
  "type": "object",
  "shape": {
    "version": {
      "type": "number",
      "allowed": {
        "kind": "number",
        "min": 1,
        "max": 7,
        "integer": true,
        "unit": "",
        "smallestNonZero": 0.000001
      }
    },
    "name": {
      "type": "text",
      "allowed": {
        "kind": "text",
        "maxLength": 80
      },
      "default": ""
    },
    "currency": {
      "type": "pattern",
      "allowed": {
        "kind": "pattern",
        "description": "an ISO 4217 currency code such as \"CNY\", \"USD\" or \"EUR\""
      },
      "regex": "^[A-Z]{3}$",
      "currency": true
    },
    "horizonMonths": {
      "type": "number",
      "allowed": {
        "kind": "number",
        "min": 1,
        "max": 120,
        "integer": true,
        "unit": "months",
        "smallestNonZero": 0.000001
      }
    },
    "discountRatePct": {
      "type": "number",
      "allowed": {
        "kind": "number",
        "min": 0,
        "max": 50,
        "integer": false,
        "unit": "% a year",
        "smallestNonZero": 0.000001
      },
      "default": 0
    },
    "sources": {
      "type": "record",
      "value": {
        "type": "object",
        "shape": {
          "source": {
            "type": "text",
            "allowed": {
              "kind": "text",
              "maxLength": 300
            }
          },
          "asOf": {
            "type": "pattern",
            "allowed": {
              "kind": "pattern",
              "description": "a date written YYYY-MM-DD"
            },
            "regex": "^\\d{4}-\\d{2}-\\d{2}$",
            "realDate": true
          }
        }
      },
      "default": {}
    },
    "workload": {
      "type": "object",
      "shape": {
        "gpus": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 100000,
            "integer": true,
            "unit": "cards",
            "smallestNonZero": 0.000001
          }
        },
        "hoursPerDay": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 24,
            "integer": false,
            "unit": "hours",
            "smallestNonZero": 0.000001
          }
        },
        "daysPerYear": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 365,
            "integer": false,
            "unit": "days",
            "smallestNonZero": 0.000001
          }
        },
        "sessionsPerDay": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 1440,
            "integer": true,
            "unit": "sessions",
            "smallestNonZero": 0.000001
          },
          "default": 1
        },
        "toleratesInterruption": {
          "type": "boolean",
          "allowed": {
            "kind": "boolean"
          },
          "default": false
        }
      }
    },
    "own": {
      "type": "object",
      "shape": {
        "serverPrice": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000000000000,
            "integer": false,
            "unit": "per server",
            "smallestNonZero": 0.000001
          }
        },
        "gpusPerServer": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 64,
            "integer": true,
            "unit": "cards",
            "smallestNonZero": 0.000001
          }
        },
        "setupCost": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000000000000,
            "integer": false,
            "unit": "one-time",
            "smallestNonZero": 0.000001
          },
          "default": 0
        },
        "refreshAtEndOfLife": {
          "type": "boolean",
          "allowed": {
            "kind": "boolean"
          },
          "default": false
        },
        "leadTimeMonths": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 36,
            "integer": false,
            "unit": "months",
            "smallestNonZero": 0.000001
          },
          "default": 0
        },
        "availabilityPct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 50,
            "max": 100,
            "integer": false,
            "unit": "% of busy hours",
            "smallestNonZero": 0.000001
          },
          "default": null,
          "nullable": true
        },
        "failureCover": {
          "type": "enum",
          "allowed": {
            "kind": "enum",
            "values": [
              "rent",
              "wait"
            ]
          },
          "default": "rent"
        },
        "depreciation": {
          "type": "object",
          "shape": {
            "method": {
              "type": "enum",
              "allowed": {
                "kind": "enum",
                "values": [
                  "straight-line",
                  "declining-balance",
                  "sum-of-years"
                ]
              }
            },
            "years": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 1,
                "max": 10,
                "integer": true,
                "unit": "years",
                "smallestNonZero": 0.000001
              }
            },
            "salvagePct": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100,
                "integer": false,
                "unit": "%",
                "smallestNonZero": 0.000001
              },
              "default": 0
            },
            "salvageIs": {
              "type": "enum",
              "allowed": {
                "kind": "enum",
                "values": [
                  "book",
                  "resale",
                  "market-curve"
                ]
              },
              "default": "market-curve"
            },
            "saleHaircutPct": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100,
                "integer": false,
                "unit": "%",
                "smallestNonZero": 0.000001
              },
              "default": 38.8
            }
          }
        },
        "power": {
          "type": "object",
          "shape": {
            "gpuWatts": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 5000,
                "integer": false,
                "unit": "W",
                "smallestNonZero": 0.000001
              }
            },
            "idleGpuWatts": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 5000,
                "integer": false,
                "unit": "W",
                "smallestNonZero": 0.000001
              }
            },
            "serverBaseWatts": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100000,
                "integer": false,
                "unit": "W",
                "smallestNonZero": 0.000001
              }
            },
            "pue": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 1,
                "max": 3,
                "integer": false,
                "unit": "",
                "smallestNonZero": 0.000001
              }
            },
            "pricePerKWh": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100,
                "integer": false,
                "unit": "per kWh",
                "smallestNonZero": 0.000001
              }
            },
            "alwaysOn": {
              "type": "boolean",
              "allowed": {
                "kind": "boolean"
              }
            },
            "timeOfUse": {
              "type": "object",
              "shape": {
                "peakPricePerKWh": {
                  "type": "number",
                  "allowed": {
                    "kind": "number",
                    "min": 0,
                    "max": 100,
                    "integer": false,
                    "unit": "per kWh",
                    "smallestNonZero": 0.000001
                  }
                },
                "offPeakPricePerKWh": {
                  "type": "number",
                  "allowed": {
                    "kind": "number",
                    "min": 0,
                    "max": 100,
                    "integer": false,
                    "unit": "per kWh",
                    "smallestNonZero": 0.000001
                  }
                },
                "peakHoursPerDay": {
                  "type": "number",
                  "allowed": {
                    "kind": "number",
                    "min": 0,
                    "max": 24,
                    "integer": false,
                    "unit": "hours",
                    "smallestNonZero": 0.000001
                  },
                  "default": 8
                },
                "busyAtPeakPct": {
                  "type": "number",
                  "allowed": {
                    "kind": "number",
                    "min": 0,
                    "max": 100,
                    "integer": false,
                    "unit": "%",
                    "smallestNonZero": 0.000001
                  }
                }
              },
              "default": null,
              "nullable": true
            }
          }
        },
        "ops": {
          "type": "object",
          "shape": {
            "staffPerYear": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "per year",
                "smallestNonZero": 0.000001
              }
            },
            "staffPerServerPerYear": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "per server a year",
                "smallestNonZero": 0.000001
              },
              "default": 0
            },
            "maintenancePctPerYear": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100,
                "integer": false,
                "unit": "% of capital a year",
                "smallestNonZero": 0.000001
              }
            },
            "colocationPerMonth": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "per month",
                "smallestNonZero": 0.000001
              }
            },
            "colocationPerKWMonth": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "per kW-month",
                "smallestNonZero": 0.000001
              },
              "default": 0
            },
            "cabinetPerMonth": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "per cabinet-month",
                "smallestNonZero": 0.000001
              },
              "default": 0
            },
            "cabinetKW": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000,
                "integer": false,
                "unit": "kW",
                "smallestNonZero": 0.000001
              },
              "default": 0
            },
            "bandwidthPerMonth": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "per month",
                "smallestNonZero": 0.000001
              }
            },
            "supportPerServerPerYear": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "per server a year",
                "smallestNonZero": 0.000001
              },
              "default": 0
            },
            "otherPerYear": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "per year",
                "smallestNonZero": 0.000001
              }
            }
          }
        },
        "cluster": {
          "type": "object",
          "shape": {
            "networkPerServer": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "per server",
                "smallestNonZero": 0.000001
              },
              "default": 0
            },
            "rackPerServer": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "per server",
                "smallestNonZero": 0.000001
              },
              "default": 0
            },
            "storage": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "one-time",
                "smallestNonZero": 0.000001
              },
              "default": 0
            },
            "lifeYears": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 1,
                "max": 15,
                "integer": true,
                "unit": "years",
                "smallestNonZero": 0.000001
              },
              "default": 5
            }
          },
          "default": {
            "networkPerServer": 0,
            "rackPerServer": 0,
            "storage": 0,
            "lifeYears": 5
          }
        }
      }
    },
    "rent": {
      "type": "object",
      "shape": {
        "plan": {
          "type": "enum",
          "allowed": {
            "kind": "enum",
            "values": [
              "on-demand",
              "reserved",
              "monthly",
              "weekly",
              "spot"
            ]
          }
        },
        "pricePerGpuHour": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000000,
            "integer": false,
            "unit": "per card-hour",
            "smallestNonZero": 0.000001
          }
        },
        "billingIncrementMinutes": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0.001,
            "max": 525600,
            "integer": false,
            "unit": "minutes",
            "smallestNonZero": 0.000001
          }
        },
        "minimumMinutes": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 525600,
            "integer": false,
            "unit": "minutes",
            "smallestNonZero": 0.000001
          },
          "default": 0
        },
        "reservedDiscountPct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 100,
            "integer": false,
            "unit": "%",
            "smallestNonZero": 0.000001
          },
          "default": 20
        },
        "reservationResalePct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 100,
            "integer": false,
            "unit": "%",
            "smallestNonZero": 0.000001
          },
          "default": 0
        },
        "staffPerYear": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000000000000,
            "integer": false,
            "unit": "per year",
            "smallestNonZero": 0.000001
          },
          "default": 0
        },
        "monthlyPricePerGpu": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000000000000,
            "integer": false,
            "unit": "per card-month",
            "smallestNonZero": 0.000001
          },
          "default": null,
          "nullable": true
        },
        "weeklyPricePerGpu": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000000000000,
            "integer": false,
            "unit": "per card-week",
            "smallestNonZero": 0.000001
          },
          "default": null,
          "nullable": true
        },
        "spotDiscountPct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 100,
            "integer": false,
            "unit": "%",
            "smallestNonZero": 0.000001
          },
          "default": 60
        },
        "spotOverheadPct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 100,
            "integer": false,
            "unit": "%",
            "smallestNonZero": 0.000001
          },
          "default": 10
        },
        "storage": {
          "type": "object",
          "shape": {
            "hotGB": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000,
                "integer": false,
                "unit": "GB",
                "smallestNonZero": 0.000001
              },
              "default": 0
            },
            "hotPricePerGBMonth": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "per GB-month",
                "smallestNonZero": 0.000001
              },
              "default": 0
            },
            "coldGB": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000,
                "integer": false,
                "unit": "GB",
                "smallestNonZero": 0.000001
              },
              "default": 0
            },
            "coldPricePerGBMonth": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "per GB-month",
                "smallestNonZero": 0.000001
              },
              "default": 0
            },
            "egressGBPerMonth": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000,
                "integer": false,
                "unit": "GB per month",
                "smallestNonZero": 0.000001
              },
              "default": 0
            },
            "egressPricePerGB": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "per GB",
                "smallestNonZero": 0.000001
              },
              "default": 0
            }
          },
          "default": {
            "hotGB": 0,
            "hotPricePerGBMonth": 0,
            "coldGB": 0,
            "coldPricePerGBMonth": 0,
            "egressGBPerMonth": 0,
            "egressPricePerGB": 0
          }
        },
        "speedRatio": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0.05,
            "max": 20,
            "integer": false,
            "unit": "× the owned card's speed",
            "smallestNonZero": 0.000001
          },
          "default": 1
        },
        "gpusPerInstance": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 64,
            "integer": true,
            "unit": "cards",
            "smallestNonZero": 0.000001
          },
          "default": 1
        },
        "reservedTermYears": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 5,
            "integer": true,
            "unit": "years",
            "smallestNonZero": 0.000001
          },
          "default": null,
          "nullable": true
        }
      }
    },
    "tax": {
      "type": "object",
      "shape": {
        "hardwareVatPct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 100,
            "integer": false,
            "unit": "%",
            "smallestNonZero": 0.000001
          },
          "default": 0
        },
        "hardwareVatRecoverable": {
          "type": "boolean",
          "allowed": {
            "kind": "boolean"
          },
          "default": false
        },
        "cloudVatPct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 100,
            "integer": false,
            "unit": "%",
            "smallestNonZero": 0.000001
          },
          "default": 0
        },
        "cloudVatRecoverable": {
          "type": "boolean",
          "allowed": {
            "kind": "boolean"
          },
          "default": false
        }
      },
      "default": {
        "hardwareVatPct": 0,
        "hardwareVatRecoverable": false,
        "cloudVatPct": 0,
        "cloudVatRecoverable": false
      }
    },
    "finance": {
      "type": "object",
      "shape": {
        "buyer": {
          "type": "enum",
          "allowed": {
            "kind": "enum",
            "values": [
              "before-tax",
              "cn-general",
              "cn-small",
              "cn-public",
              "us-company"
            ]
          },
          "default": "before-tax"
        },
        "incomeTaxPct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 60,
            "integer": false,
            "unit": "% of taxable income",
            "smallestNonZero": 0.000001
          },
          "default": 0
        },
        "stateTaxPct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 30,
            "integer": false,
            "unit": "% of taxable income",
            "smallestNonZero": 0.000001
          },
          "default": 0
        },
        "taxSchedule": {
          "type": "enum",
          "allowed": {
            "kind": "enum",
            "values": [
              "expense",
              "straight-line",
              "macrs-5",
              "section-179"
            ]
          },
          "default": "straight-line"
        },
        "taxLifeYears": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 10,
            "integer": true,
            "unit": "years",
            "smallestNonZero": 0.000001
          },
          "default": 3
        },
        "invoiced": {
          "type": "boolean",
          "allowed": {
            "kind": "boolean"
          },
          "default": true
        },
        "firstYear": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 2000,
            "max": 2100,
            "integer": true,
            "unit": "year",
            "smallestNonZero": 0.000001
          },
          "default": 2026
        },
        "financing": {
          "type": "object",
          "shape": {
            "kind": {
              "type": "enum",
              "allowed": {
                "kind": "enum",
                "values": [
                  "cash",
                  "loan",
                  "lease"
                ]
              },
              "default": "cash"
            },
            "downPaymentPct": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100,
                "integer": false,
                "unit": "%",
                "smallestNonZero": 0.000001
              },
              "default": 20
            },
            "ratePct": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 50,
                "integer": false,
                "unit": "% a year",
                "smallestNonZero": 0.000001
              },
              "default": 8
            },
            "months": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 1,
                "max": 120,
                "integer": true,
                "unit": "months",
                "smallestNonZero": 0.000001
              },
              "default": 36
            },
            "subsidyPct": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 50,
                "integer": false,
                "unit": "percentage points a year",
                "smallestNonZero": 0.000001
              },
              "default": 0
            },
            "subsidyMonths": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 120,
                "integer": true,
                "unit": "months",
                "smallestNonZero": 0.000001
              },
              "default": 0
            },
            "buyoutPct": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100,
                "integer": false,
                "unit": "%",
                "smallestNonZero": 0.000001
              },
              "default": 1
            }
          },
          "default": {
            "kind": "cash",
            "downPaymentPct": 20,
            "ratePct": 8,
            "months": 36,
            "subsidyPct": 0,
            "subsidyMonths": 0,
            "buyoutPct": 1
          }
        }
      },
      "default": {
        "buyer": "before-tax",
        "incomeTaxPct": 0,
        "stateTaxPct": 0,
        "taxSchedule": "straight-line",
        "taxLifeYears": 3,
        "invoiced": true,
        "firstYear": 2026,
        "financing": {
          "kind": "cash",
          "downPaymentPct": 20,
          "ratePct": 8,
          "months": 36,
          "subsidyPct": 0,
          "subsidyMonths": 0,
          "buyoutPct": 1
        }
      }
    },
    "advisor": {
      "type": "object",
      "shape": {
        "mix": {
          "type": "boolean",
          "allowed": {
            "kind": "boolean"
          },
          "default": true
        }
      },
      "optional": true
    },
    "hybrid": {
      "type": "object",
      "shape": {
        "peakGpus": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 100000,
            "integer": true,
            "unit": "cards",
            "smallestNonZero": 0.000001
          }
        },
        "peakDaysPerYear": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 365,
            "integer": false,
            "unit": "days",
            "smallestNonZero": 0.000001
          }
        },
        "peakHoursPerDay": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 24,
            "integer": false,
            "unit": "hours",
            "smallestNonZero": 0.000001
          }
        }
      },
      "optional": true
    },
    "scaling": {
      "type": "object",
      "shape": {
        "jobGpuHours": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 10000000,
            "integer": false,
            "unit": "hours on one card",
            "smallestNonZero": 0.000001
          }
        },
        "maxGpus": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 4096,
            "integer": true,
            "unit": "cards",
            "smallestNonZero": 0.000001
          },
          "default": 64
        },
        "efficiencyPct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 100,
            "integer": false,
            "unit": "% of linear speedup",
            "smallestNonZero": 0.000001
          },
          "default": 90
        },
        "speedups": {
          "type": "record",
          "key": "^[1-9]\\d{0,3}$",
          "value": {
            "type": "number",
            "allowed": {
              "kind": "number",
              "min": 0.001,
              "max": 100000,
              "integer": false,
              "unit": "× one card",
              "smallestNonZero": 0.000001
            }
          },
          "default": {}
        },
        "gpusPerNode": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 64,
            "integer": true,
            "unit": "cards",
            "smallestNonZero": 0.000001
          },
          "default": 8
        },
        "interNodeLatencyMs": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000,
            "integer": false,
            "unit": "ms",
            "smallestNonZero": 0.000001
          },
          "default": 0
        },
        "latencyPenaltyPctPerMs": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 100,
            "integer": false,
            "unit": "% of throughput per ms",
            "smallestNonZero": 0.000001
          },
          "default": 6
        }
      },
      "optional": true
    },
    "utilization": {
      "type": "object",
      "shape": {
        "targetPct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 100,
            "integer": false,
            "unit": "% of paid-for hours",
            "smallestNonZero": 0.000001
          },
          "default": 78
        }
      },
      "optional": true
    },
    "obsolescence": {
      "type": "object",
      "shape": {
        "doublingMonths": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 120,
            "integer": false,
            "unit": "months",
            "smallestNonZero": 0.000001
          },
          "default": 30
        },
        "rentPricesFall": {
          "type": "boolean",
          "allowed": {
            "kind": "boolean"
          },
          "default": false
        },
        "resaleFalls": {
          "type": "boolean",
          "allowed": {
            "kind": "boolean"
          },
          "default": false
        }
      },
      "optional": true
    },
    "storageIO": {
      "type": "object",
      "shape": {
        "epochMinutes": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000000,
            "integer": false,
            "unit": "minutes",
            "smallestNonZero": 0.000001
          }
        },
        "ioWaitPct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 99,
            "integer": false,
            "unit": "% of the epoch",
            "smallestNonZero": 0.000001
          }
        },
        "ioWaitWithCachePct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 99,
            "integer": false,
            "unit": "% of the epoch",
            "smallestNonZero": 0.000001
          },
          "default": 0
        },
        "epochsPerMonth": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000000,
            "integer": false,
            "unit": "epochs a month",
            "smallestNonZero": 0.000001
          }
        },
        "cacheGB": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000000000,
            "integer": false,
            "unit": "GB",
            "smallestNonZero": 0.000001
          },
          "default": 0
        },
        "cachePricePerGBMonth": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1000000000000,
            "integer": false,
            "unit": "per GB-month",
            "smallestNonZero": 0.000001
          },
          "default": 0
        }
      },
      "optional": true
    },
    "sensitivity": {
      "type": "object",
      "shape": {
        "movePct": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 1,
            "max": 90,
            "integer": false,
            "unit": "%",
            "smallestNonZero": 0.000001
          },
          "default": 20
        }
      },
      "optional": true
    },
    "uncertainty": {
      "type": "object",
      "shape": {
        "samples": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 100,
            "max": 100000,
            "integer": true,
            "unit": "samples",
            "smallestNonZero": 0.000001
          },
          "default": 10000
        },
        "seed": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 4294967295,
            "integer": true,
            "unit": "",
            "smallestNonZero": 0.000001
          },
          "default": 1
        },
        "rangesAre": {
          "type": "enum",
          "allowed": {
            "kind": "enum",
            "values": [
              "p10-p90",
              "limits"
            ]
          },
          "default": "p10-p90"
        },
        "priceCorrelation": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0,
            "max": 1,
            "integer": false,
            "unit": "correlation",
            "smallestNonZero": 0.000001
          },
          "default": 0.5
        },
        "hoursPerDay": {
          "type": "object",
          "shape": {
            "low": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 24,
                "integer": false,
                "unit": "hours",
                "smallestNonZero": 0.000001
              }
            },
            "likely": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 24,
                "integer": false,
                "unit": "hours",
                "smallestNonZero": 0.000001
              }
            },
            "high": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 24,
                "integer": false,
                "unit": "hours",
                "smallestNonZero": 0.000001
              }
            }
          },
          "default": null,
          "nullable": true
        },
        "pricePerGpuHour": {
          "type": "object",
          "shape": {
            "low": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000,
                "integer": false,
                "unit": "per card-hour",
                "smallestNonZero": 0.000001
              }
            },
            "likely": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000,
                "integer": false,
                "unit": "per card-hour",
                "smallestNonZero": 0.000001
              }
            },
            "high": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000,
                "integer": false,
                "unit": "per card-hour",
                "smallestNonZero": 0.000001
              }
            }
          },
          "default": null,
          "nullable": true
        },
        "pricePerKWh": {
          "type": "object",
          "shape": {
            "low": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100,
                "integer": false,
                "unit": "per kWh",
                "smallestNonZero": 0.000001
              }
            },
            "likely": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100,
                "integer": false,
                "unit": "per kWh",
                "smallestNonZero": 0.000001
              }
            },
            "high": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100,
                "integer": false,
                "unit": "per kWh",
                "smallestNonZero": 0.000001
              }
            }
          },
          "default": null,
          "nullable": true
        },
        "serverPrice": {
          "type": "object",
          "shape": {
            "low": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "per server",
                "smallestNonZero": 0.000001
              }
            },
            "likely": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "per server",
                "smallestNonZero": 0.000001
              }
            },
            "high": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000000000,
                "integer": false,
                "unit": "per server",
                "smallestNonZero": 0.000001
              }
            }
          },
          "default": null,
          "nullable": true
        },
        "daysPerYear": {
          "type": "object",
          "shape": {
            "low": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 365,
                "integer": false,
                "unit": "days",
                "smallestNonZero": 0.000001
              }
            },
            "likely": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 365,
                "integer": false,
                "unit": "days",
                "smallestNonZero": 0.000001
              }
            },
            "high": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 365,
                "integer": false,
                "unit": "days",
                "smallestNonZero": 0.000001
              }
            }
          },
          "default": null,
          "nullable": true
        },
        "salvagePct": {
          "type": "object",
          "shape": {
            "low": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100,
                "integer": false,
                "unit": "%",
                "smallestNonZero": 0.000001
              }
            },
            "likely": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100,
                "integer": false,
                "unit": "%",
                "smallestNonZero": 0.000001
              }
            },
            "high": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100,
                "integer": false,
                "unit": "%",
                "smallestNonZero": 0.000001
              }
            }
          },
          "default": null,
          "nullable": true
        },
        "planDiscountPct": {
          "type": "object",
          "shape": {
            "low": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100,
                "integer": false,
                "unit": "%",
                "smallestNonZero": 0.000001
              }
            },
            "likely": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100,
                "integer": false,
                "unit": "%",
                "smallestNonZero": 0.000001
              }
            },
            "high": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100,
                "integer": false,
                "unit": "%",
                "smallestNonZero": 0.000001
              }
            }
          },
          "default": null,
          "nullable": true
        },
        "discountRatePct": {
          "type": "object",
          "shape": {
            "low": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 50,
                "integer": false,
                "unit": "% a year",
                "smallestNonZero": 0.000001
              }
            },
            "likely": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 50,
                "integer": false,
                "unit": "% a year",
                "smallestNonZero": 0.000001
              }
            },
            "high": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 50,
                "integer": false,
                "unit": "% a year",
                "smallestNonZero": 0.000001
              }
            }
          },
          "default": null,
          "nullable": true
        },
        "leadTimeMonths": {
          "type": "object",
          "shape": {
            "low": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 36,
                "integer": false,
                "unit": "months",
                "smallestNonZero": 0.000001
              }
            },
            "likely": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 36,
                "integer": false,
                "unit": "months",
                "smallestNonZero": 0.000001
              }
            },
            "high": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 36,
                "integer": false,
                "unit": "months",
                "smallestNonZero": 0.000001
              }
            }
          },
          "default": null,
          "nullable": true
        },
        "availabilityPct": {
          "type": "object",
          "shape": {
            "low": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 50,
                "max": 100,
                "integer": false,
                "unit": "% of busy hours",
                "smallestNonZero": 0.000001
              }
            },
            "likely": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 50,
                "max": 100,
                "integer": false,
                "unit": "% of busy hours",
                "smallestNonZero": 0.000001
              }
            },
            "high": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 50,
                "max": 100,
                "integer": false,
                "unit": "% of busy hours",
                "smallestNonZero": 0.000001
              }
            }
          },
          "default": null,
          "nullable": true
        }
      },
      "optional": true
    },
    "providers": {
      "type": "object",
      "shape": {
        "weights": {
          "type": "object",
          "shape": {
            "hardware": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 10,
                "integer": false,
                "unit": "",
                "smallestNonZero": 0.000001
              },
              "default": 1
            },
            "network": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 10,
                "integer": false,
                "unit": "",
                "smallestNonZero": 0.000001
              },
              "default": 1
            },
            "recovery": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 10,
                "integer": false,
                "unit": "",
                "smallestNonZero": 0.000001
              },
              "default": 1
            },
            "billing": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 10,
                "integer": false,
                "unit": "",
                "smallestNonZero": 0.000001
              },
              "default": 1
            },
            "support": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 10,
                "integer": false,
                "unit": "",
                "smallestNonZero": 0.000001
              },
              "default": 1
            }
          },
          "default": {
            "hardware": 1,
            "network": 1,
            "recovery": 1,
            "billing": 1,
            "support": 1
          }
        },
        "targets": {
          "type": "object",
          "shape": {
            "bandwidthGbps": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0.001,
                "max": 10000,
                "integer": false,
                "unit": "Gbps",
                "smallestNonZero": 0.000001
              },
              "default": 10
            },
            "latencyPenaltyPctPerMs": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 100,
                "integer": false,
                "unit": "% of throughput per ms",
                "smallestNonZero": 0.000001
              },
              "default": 6
            },
            "rtoHours": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 10000,
                "integer": false,
                "unit": "hours",
                "smallestNonZero": 0.000001
              },
              "default": 4
            },
            "rpoHours": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 10000,
                "integer": false,
                "unit": "hours",
                "smallestNonZero": 0.000001
              },
              "default": 1
            },
            "supportMinutes": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0.001,
                "max": 1000000,
                "integer": false,
                "unit": "minutes",
                "smallestNonZero": 0.000001
              },
              "default": 15
            },
            "driverVersion": {
              "type": "pattern",
              "allowed": {
                "kind": "pattern",
                "description": "a version such as \"550.54\" or empty"
              },
              "regex": "^$|^\\d+(\\.\\d+)*$",
              "default": ""
            },
            "cudaVersion": {
              "type": "pattern",
              "allowed": {
                "kind": "pattern",
                "description": "a version such as \"12.4\" or empty"
              },
              "regex": "^$|^\\d+(\\.\\d+)*$",
              "default": ""
            },
            "costPerBusyGpuHour": {
              "type": "number",
              "allowed": {
                "kind": "number",
                "min": 0,
                "max": 1000000,
                "integer": false,
                "unit": "per busy card-hour",
                "smallestNonZero": 0.000001
              },
              "default": null,
              "nullable": true
            }
          },
          "default": {
            "bandwidthGbps": 10,
            "latencyPenaltyPctPerMs": 6,
            "rtoHours": 4,
            "rpoHours": 1,
            "supportMinutes": 15,
            "driverVersion": "",
            "cudaVersion": "",
            "costPerBusyGpuHour": null
          }
        },
        "chosen": {
          "type": "text",
          "allowed": {
            "kind": "text",
            "maxLength": 24
          },
          "default": ""
        },
        "list": {
          "type": "record",
          "key": "^[a-z0-9-]{1,24}$",
          "value": {
            "type": "object",
            "shape": {
              "name": {
                "type": "text",
                "allowed": {
                  "kind": "text",
                  "maxLength": 60
                }
              },
              "gpuModel": {
                "type": "text",
                "allowed": {
                  "kind": "text",
                  "maxLength": 80
                },
                "default": ""
              },
              "gpuMemoryGB": {
                "type": "number",
                "allowed": {
                  "kind": "number",
                  "min": 1,
                  "max": 4096,
                  "integer": false,
                  "unit": "GB",
                  "smallestNonZero": 0.000001
                },
                "default": null,
                "nullable": true
              },
              "gpusPerInstance": {
                "type": "number",
                "allowed": {
                  "kind": "number",
                  "min": 1,
                  "max": 64,
                  "integer": true,
                  "unit": "cards",
                  "smallestNonZero": 0.000001
                },
                "default": 1
              },
              "pricePerGpuHour": {
                "type": "number",
                "allowed": {
                  "kind": "number",
                  "min": 0,
                  "max": 1000000,
                  "integer": false,
                  "unit": "per card-hour",
                  "smallestNonZero": 0.000001
                }
              },
              "billingIncrementMinutes": {
                "type": "number",
                "allowed": {
                  "kind": "number",
                  "min": 0.001,
                  "max": 525600,
                  "integer": false,
                  "unit": "minutes",
                  "smallestNonZero": 0.000001
                },
                "default": 60
              },
              "minimumMinutes": {
                "type": "number",
                "allowed": {
                  "kind": "number",
                  "min": 0,
                  "max": 525600,
                  "integer": false,
                  "unit": "minutes",
                  "smallestNonZero": 0.000001
                },
                "default": 0
              },
              "reservedDiscountPct": {
                "type": "number",
                "allowed": {
                  "kind": "number",
                  "min": 0,
                  "max": 100,
                  "integer": false,
                  "unit": "%",
                  "smallestNonZero": 0.000001
                },
                "default": null,
                "nullable": true
              },
              "monthlyPricePerGpu": {
                "type": "number",
                "allowed": {
                  "kind": "number",
                  "min": 0,
                  "max": 1000000000000,
                  "integer": false,
                  "unit": "per card-month",
                  "smallestNonZero": 0.000001
                },
                "default": null,
                "nullable": true
              },
              "weeklyPricePerGpu": {
                "type": "number",
                "allowed": {
                  "kind": "number",
                  "min": 0,
                  "max": 1000000000000,
                  "integer": false,
                  "unit": "per card-week",
                  "smallestNonZero": 0.000001
                },
                "default": null,
                "nullable": true
              },
              "spotDiscountPct": {
                "type": "number",
                "allowed": {
                  "kind": "number",
                  "min": 0,
                  "max": 100,
                  "integer": false,
                  "unit": "%",
                  "smallestNonZero": 0.000001
                },
                "default": null,
                "nullable": true
              },
              "hotStoragePricePerGBMonth": {
                "type": "number",
                "allowed": {
                  "kind": "number",
                  "min": 0,
                  "max": 1000000000000,
                  "integer": false,
                  "unit": "per GB-month",
                  "smallestNonZero": 0.000001
                },
                "default": null,
                "nullable": true
              },
              "source": {
                "type": "object",
                "shape": {
                  "source": {
                    "type": "text",
                    "allowed": {
                      "kind": "text",
                      "maxLength": 300
                    }
                  },
                  "asOf": {
                    "type": "pattern",
                    "allowed": {
                      "kind": "pattern",
                      "description": "a date written YYYY-MM-DD"
                    },
                    "regex": "^\\d{4}-\\d{2}-\\d{2}$",
                    "realDate": true
                  }
                },
                "default": null,
                "nullable": true
              },
              "gpuEvidence": {
                "type": "object",
                "shape": {
                  "name": {
                    "type": "text",
                    "allowed": {
                      "kind": "text",
                      "maxLength": 120
                    }
                  },
                  "count": {
                    "type": "number",
                    "allowed": {
                      "kind": "number",
                      "min": 0,
                      "max": 4096,
                      "integer": true,
                      "unit": "cards",
                      "smallestNonZero": 0.000001
                    }
                  },
                  "memoryTotalMiB": {
                    "type": "number",
                    "allowed": {
                      "kind": "number",
                      "min": 0,
                      "max": 100000000,
                      "integer": false,
                      "unit": "MiB",
                      "smallestNonZero": 0.000001
                    },
                    "default": null,
                    "nullable": true
                  },
                  "migEnabled": {
                    "type": "boolean",
                    "allowed": {
                      "kind": "boolean"
                    },
                    "default": false
                  },
                  "virtualizationMode": {
                    "type": "text",
                    "allowed": {
                      "kind": "text",
                      "maxLength": 40
                    },
                    "default": ""
                  },
                  "driverVersion": {
                    "type": "text",
                    "allowed": {
                      "kind": "text",
                      "maxLength": 40
                    },
                    "default": ""
                  },
                  "cudaVersion": {
                    "type": "text",
                    "allowed": {
                      "kind": "text",
                      "maxLength": 40
                    },
                    "default": ""
                  }
                },
                "default": null,
                "nullable": true
              },
              "bandwidthGbps": {
                "type": "number",
                "allowed": {
                  "kind": "number",
                  "min": 0,
                  "max": 10000,
                  "integer": false,
                  "unit": "Gbps",
                  "smallestNonZero": 0.000001
                },
                "default": null,
                "nullable": true
              },
              "retransmits": {
                "type": "number",
                "allowed": {
                  "kind": "number",
                  "min": 0,
                  "max": 1000000000000,
                  "integer": true,
                  "unit": "retransmits",
                  "smallestNonZero": 0.000001
                },
                "default": null,
                "nullable": true
              },
              "latencyMs": {
                "type": "number",
                "allowed": {
                  "kind": "number",
                  "min": 0,
                  "max": 10000,
                  "integer": false,
                  "unit": "ms",
                  "smallestNonZero": 0.000001
                },
                "default": null,
                "nullable": true
              },
              "offsiteBackup": {
                "type": "boolean",
                "allowed": {
                  "kind": "boolean"
                },
                "default": false
              },
              "snapshots": {
                "type": "boolean",
                "allowed": {
                  "kind": "boolean"
                },
                "default": false
              },
              "rtoHours": {
                "type": "number",
                "allowed": {
                  "kind": "number",
                  "min": 0,
                  "max": 10000,
                  "integer": false,
                  "unit": "hours",
                  "smallestNonZero": 0.000001
                },
                "default": null,
                "nullable": true
              },
              "rpoHours": {
                "type": "number",
                "allowed": {
                  "kind": "number",
                  "min": 0,
                  "max": 10000,
                  "integer": false,
                  "unit": "hours",
                  "smallestNonZero": 0.000001
                },
                "default": null,
                "nullable": true
              },
              "supportMinutes": {
                "type": "number",
                "allowed": {
                  "kind": "number",
                  "min": 0,
                  "max": 1000000,
                  "integer": false,
                  "unit": "minutes",
                  "smallestNonZero": 0.000001
                },
                "default": null,
                "nullable": true
              }
            }
          },
          "default": {}
        }
      },
      "optional": true
    },
    "convertedFrom": {
      "type": "object",
      "shape": {
        "currency": {
          "type": "pattern",
          "allowed": {
            "kind": "pattern",
            "description": "a three-letter ISO 4217 currency code such as \"CNY\""
          },
          "regex": "^[A-Z]{3}$"
        },
        "rate": {
          "type": "number",
          "allowed": {
            "kind": "number",
            "min": 0.000001,
            "max": 1000000000,
            "integer": false,
            "unit": "",
            "smallestNonZero": 0.000001
          }
        },
        "figures": {
          "type": "record",
          "key": "^[A-Za-z0-9-]{1,40}(\\.[A-Za-z0-9-]{1,40}){1,4}$",
          "value": {
            "type": "number",
            "allowed": {
              "kind": "number",
              "min": 0,
              "max": 1000000000000,
              "integer": false,
              "unit": "",
              "smallestNonZero": 0.000001
            }
          }
        },
        "notes": {
          "type": "record",
          "key": "^[A-Za-z0-9-]{1,40}(\\.[A-Za-z0-9-]{1,40}){1,4}$",
          "value": {
            "type": "text",
            "allowed": {
              "kind": "text",
              "maxLength": 500
            }
          },
          "default": {}
        }
      },
      "optional": true
    }
  }
};
