package engine

import (
	"fmt"
	"strings"
	"testing"
)

func TestScratch(t *testing.T) {
	cases := []struct {
		p, cu      string
		time, serv int
	}{
		{"beef,tortillas,cheddar,beans,salsa", "mexican", 0, 4},
		{"ground beef,flour tortillas,cheddar,black beans,salsa", "mexican", 0, 4},
		{"chicken,chorizo,rice,peas", "spanish", 0, 4},
		{"red lentils,onion,carrot,celery", "", 0, 6},
		{"spaghetti,eggs,bacon,parmesan", "", 0, 2},
		{"spaghetti,garlic,olive oil", "", 0, 2},
		{"macaroni,cheddar,milk,butter", "", 0, 4},
		{"chickpeas,tomatoes,onion,garam masala", "indian", 0, 4},
		{"ground lamb,onion,pita", "", 0, 4},
		{"chickpeas,tahini,lemon,garlic", "", 0, 4},
		{"pork chops,apples,onion", "", 0, 2},
		{"salmon,asparagus,lemon", "", 0, 2},
		{"beef chuck,carrots,potatoes,onion", "", 0, 6},
		{"chicken thighs,potatoes,lemon", "greek", 0, 4},
		{"rice noodles,shrimp,eggs,peanuts,bean sprouts", "thai", 0, 2},
		{"ramen noodles,eggs,scallions", "japanese", 0, 1},
		{"cooked rice,eggs,frozen peas,soy sauce", "", 0, 2},
		{"tofu,broccoli,soy sauce,rice", "", 0, 2},
		{"ground pork,lettuce,carrot,soy sauce", "", 0, 4},
		{"arborio rice,mushrooms,parmesan", "", 0, 4},
		{"pesto,penne,cherry tomatoes", "", 0, 4},
		{"romaine,parmesan,chicken breast", "", 0, 2},
		{"cucumber,tomato,feta,red onion,olives", "greek", 0, 4},
		{"chicken,flour tortillas,bell peppers,onion", "mexican", 0, 4},
		{"ground beef,kidney beans,canned tomatoes,onion", "", 0, 6},
	}
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.p, ","), Cuisine: c.cu, TimeAvailable: c.time, Servings: c.serv}
		rec, err := Generate(req)
		if err != nil {
			fmt.Printf("%-55s -> ERR %v\n", c.p, err)
			continue
		}
		fmt.Printf("%-55s -> %s [%d min] missing %v\n", c.p, rec.Title, rec.Timing.TotalMinutes, rec.MissingIngredients)
	}
}
