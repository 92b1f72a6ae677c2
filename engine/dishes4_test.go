package engine

import "testing"

// Dishes the catalogue lacked (issue 8, lane dishes4): each row is a pantry typed as a
// cook types it, the title and the steps its recipe must hold, and what it must never say.
func TestDishes4OfTheirPantries(t *testing.T) {
	checkTextCases(t, []textCase{
		// Cutlets, panko and a curry roux are a katsu curry: the cutlets breaded and
		// shallow-fried while the sauce simmers, the roux melted in off the heat at the
		// end (was a honey-soy traybake that drizzled the roux on raw).
		{"pork chops, panko, japanese curry roux, rice, eggs, flour", "japanese", "", "", 4, 0,
			`^Pork Chop Katsu Curry(.|\n)*dip each in the all-purpose flour seasoned with salt, then the beaten eggs, then the panko(.|\n)*Fry the pork chops(.|\n)*Take the sauce off the heat, drop in the japanese curry roux`, `Traybake|unused`},
		{"chicken breasts, panko breadcrumbs, curry powder, rice, eggs, onion, carrots", "", "dinner", "", 2, 60,
			`^Chicken Katsu Curry(.|\n)*Stir in the curry powder and 2 tbsp of the all-purpose flour(.|\n)*Whisk in the chicken broth`, `japanese curry roux|unused`},
		// A Japanese curry's roux goes in at the end, off the heat, for its last 5 minutes:
		// simmered the whole time it catches and turns pasty.
		{"chicken thighs, japanese curry roux, potatoes, carrots, onion, rice", "japanese", "", "", 4, 0,
			`^Japanese Curry with Chicken(.|\n)*Pour in the water and bring to a gentle simmer(.|\n)*Take the pot off the heat, break in the japanese curry roux`, `water with the japanese curry roux|unused`},
	})
}
