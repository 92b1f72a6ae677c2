package engine

import (
	"fmt"
	"strings"
)

// Mussels or clams steamed open in a covered pot over shallot, garlic and wine softened
// in butter: ten minutes at the stove, the broth mopped up with bread (moules marinières).

func init() {
	ownNeeds["steamed shellfish"] = [][]string{{"mussels", "clams"}}
	registerOwn(&form{name: "steamed shellfish", title: "Steamed Mussels", minMinutes: 15, saltFactor: 0, method: "simmer",
		equipment: []string{"large pot with a tight lid", "slotted spoon", "deep bowls"}, write: writeSteamedShellfish})
}

func writeSteamedShellfish(d *dish) {
	p := d.protein
	if p == nil {
		return
	}
	p.prep = "scrubbed"
	wine := d.find("white wine", "dry white wine", "chicken broth", "vegetable broth", "fish stock", "beer", "cider")
	d.size(wine, 60)
	cream := d.find("heavy cream", "creme fraiche")
	d.size(cream, 25)
	for _, a := range d.aromatics {
		switch a.in.Name {
		case "garlic":
			a.prep = "thinly sliced"
		default:
			a.prep = "finely chopped"
		}
	}
	bread := d.starch
	if bread != nil && bread.in.Name == "baguette" {
		bread.prep = "sliced"
	}
	d.size(d.fat, 12) // a good knob: it makes the broth
	d.prep(0)
	pasta := bread != nil && d.waitingFor("water") // spaghetti alle vongole: the pasta takes the broth
	// Gnocchi and fresh pasta cook in 3 minutes: they go in once the shellfish have opened,
	// not before, to sit drained while the pot steams.
	quickStarch := pasta && (bread.in.Name == "gnocchi" || strings.HasPrefix(bread.in.Name, "fresh "))
	if p.in.Name == "mussels" {
		d.steps[d.prepStep].Text += " Pull off any beards and throw away mussels that are cracked or stay open when tapped."
	}
	fat := d.fatName()
	melt := "Melt"
	if d.fat != nil && d.fat.in.Category != "dairy" {
		melt = "Heat" // a vongole's olive oil
	}
	if len(d.aromatics) > 0 {
		d.step(3, "%s the %s in a large pot with a tight lid over medium heat; add the %s and cook gently, stirring, until soft but not coloured, about 3 minutes.", melt, fat, plurals(d.aromatics))
	} else {
		d.step(1, "%s the %s in a large pot with a tight lid over medium heat.", melt, fat)
	}
	liquid := "1/2 cup (120 ml) of water"
	if wine != nil {
		liquid = "the " + wine.name()
	}
	steam := fmt.Sprintf("pour %s into the lidded pot and bring to a rolling boil. Tip in the %s, cover and cook over high heat, shaking the pot now and then, until they open, 4–5 minutes. Throw away any that stay shut.", liquid, p.name())
	if pasta && !quickStarch {
		// The pasta boils while the shellfish steam: drained as they open, never waiting.
		d.cookStarch()
		last := &d.steps[len(d.steps)-1]
		last.Text += " Meanwhile, with 6 minutes to go, " + steam
	} else {
		d.step(6, "%s", upperFirst(steam))
	}
	finish := "Stir through"
	if quickStarch {
		d.cookStarch()
	}
	if pasta {
		herbs := "plenty of black pepper"
		if len(d.herbs) > 0 {
			herbs = "the " + plurals(d.herbs) + " and plenty of black pepper"
		}
		d.step(2, "Tip the drained %s into the pot with the %s and their broth and toss over the heat for 1 minute, until the pasta drinks up some of the broth; add a splash of the cooking water if it looks dry. Scatter with %s; taste before adding any salt, as the %s are salty. Serve in warm bowls, with a bowl for the empty shells.%s",
			bread.name(), p.name(), herbs, p.name(), d.extrasInExcept(wine, cream))
		d.mentionLeftovers()
		return
	}
	if cream != nil {
		finish = fmt.Sprintf("Lift the %s into deep bowls with a slotted spoon, stir the %s into the broth and let it bubble for a minute, then pour it over; scatter with", p.name(), cream.name())
	} else {
		finish = fmt.Sprintf("Spoon the %s and their broth into deep bowls and scatter with", p.name())
	}
	herbs := "plenty of black pepper"
	if len(d.herbs) > 0 {
		herbs = "the " + plurals(d.herbs) + " and plenty of black pepper"
	}
	serve := " Put out a bowl for the empty shells"
	if bread != nil {
		serve = fmt.Sprintf(" Serve with the %s for the broth, and a bowl for the empty shells", bread.name())
	}
	d.step(2, "%s %s; taste the broth before adding any salt, as the %s are salty.%s.%s", finish, herbs, p.name(), serve, d.extrasInExcept(wine, cream))
	d.mentionLeftovers()
}
