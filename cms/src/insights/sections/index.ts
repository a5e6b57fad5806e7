// The insights' sections, in the order the view shows them: a section is a file of this folder
// (its query, its tables, its charts) and a line here.
import type { Section } from '../figure'
import { claims } from './claims'
import { programs } from './programs'
import { registrations } from './registrations'
import { serviceRequests } from './serviceRequests'
import { surveys } from './surveys'
import { tradeIns } from './tradeIns'
import { turnaround } from './turnaround'

export const sections: Section[] = [registrations, serviceRequests, turnaround, claims, programs, tradeIns, surveys]
